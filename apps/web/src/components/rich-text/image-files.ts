// Turning what a paste, a drop or a stored HTML brings into image files to upload: picked files,
// data: URLs, images found only by URL, and the pictures Word puts in the RTF of its clipboard.
import {
  attachmentFileIssue,
  extractRtfPictures,
  IMAGE_MIME_TYPES,
  parseImageDataUrl,
  rtfPictureBytes,
} from '@warden/domain';

export type ImageFileIssue = 'tooSmall' | 'tooLarge' | 'type';

/** Thrown when an image's source cannot be read (a URL that does not answer, not an image). */
export class ImageLoadError extends Error {}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** A file is an image the editor takes only when of an image type and within the attachment sizes. */
export function imageFileIssue(file: { name: string; size: number; type: string }): ImageFileIssue | null {
  if (!IMAGE_MIME_TYPES.includes(file.type.toLowerCase())) return 'type';
  return attachmentFileIssue(file);
}

// The files behind the editor's blob: image sources, so the upload sends the picked file itself.
const filesByObjectUrl = new Map<string, File>();

/** An object URL that shows the file in the editor and leads the upload back to it. */
export function registerImageFile(file: File): string {
  const url = URL.createObjectURL(file);
  filesByObjectUrl.set(url, file);
  return url;
}

function nameFor(base: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'png';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

function nameFromUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last).replace(/\.[a-z0-9]+$/i, '') : 'image';
  } catch {
    return 'image';
  }
}

/** The file an image node's source stands for: a registered file, a data: URL or a fetched URL. */
export async function imageFileFromSrc(src: string, alt: string): Promise<File> {
  const registered = filesByObjectUrl.get(src);
  if (registered) return registered;
  if (src.toLowerCase().startsWith('data:')) {
    const parsed = parseImageDataUrl(src);
    if (parsed === null) throw new ImageLoadError('not an accepted data URL');
    return new File([parsed.bytes as BlobPart], nameFor(alt || 'image', parsed.mimeType), {
      type: parsed.mimeType,
    });
  }
  if (!/^(https?|blob):/i.test(src)) throw new ImageLoadError('no loadable source');
  let blob: Blob;
  try {
    const response = await fetch(src, { method: 'GET' });
    if (!response.ok) throw new ImageLoadError(`HTTP ${response.status}`);
    blob = await response.blob();
  } catch (error) {
    throw error instanceof ImageLoadError ? error : new ImageLoadError(String(error));
  }
  const type = blob.type.split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_MIME_TYPES.includes(type)) throw new ImageLoadError(`not an image: ${type}`);
  return new File([blob], nameFor(alt || nameFromUrl(src), type), { type });
}

/** The png and jpeg pictures of Word's RTF, as files, in document order. */
export function rtfPictureFiles(rtf: string): File[] {
  return extractRtfPictures(rtf).map((picture, index) => {
    const type = picture.type === 'png' ? 'image/png' : 'image/jpeg';
    return new File([rtfPictureBytes(picture) as BlobPart], nameFor(`image${index + 1}`, type), { type });
  });
}

/** Sources the editor can load itself; Word's file:///, an empty src or cid: from elsewhere it cannot. */
function isUsableSrc(src: string): boolean {
  const lower = src.trim().toLowerCase();
  return /^(https?|blob):/.test(lower) || (lower.startsWith('data:') && parseImageDataUrl(src) !== null);
}

/** HTML that holds images and no text: what a browser puts beside an image copied from a page. */
export function isImagesOnlyHtml(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return body.querySelector('img') !== null && (body.textContent ?? '').trim() === '';
}

/**
 * Gives the pasted HTML's unusable images (Word's file:/// ones) the RTF's pictures, in order: each
 * becomes a registered file's object URL. Answers null when there is nothing to replace.
 */
export function withRtfPictures(html: string, rtf: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const unusable = Array.from(doc.querySelectorAll('img')).filter(
    (img) => !isUsableSrc(img.getAttribute('src') ?? ''),
  );
  if (unusable.length === 0) return null;
  const files = rtfPictureFiles(rtf);
  if (files.length === 0) return null;
  unusable.forEach((img, index) => {
    const file = files[index];
    if (file) {
      img.setAttribute('src', registerImageFile(file));
      if (!img.getAttribute('alt')) img.setAttribute('alt', file.name);
    }
  });
  return doc.documentElement.outerHTML;
}
