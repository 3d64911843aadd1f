// Names that leave the server inside downloads: zip entry names that cannot climb out of the folder
// they are extracted into, and Content-Disposition file names.
import { create as contentDisposition } from 'content-disposition';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const UNSAFE_IN_SEGMENT = /[\u0000-\u001f\u007f\\]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * The entry name for a path relative to the downloaded folder: forward slashes only, no absolute
 * start or drive letter, no "." or ".." segment. Null when nothing is left.
 */
export function zipEntryName(relative: string): string | null {
  const segments = relative
    .split('/')
    .map((s) => s.replace(UNSAFE_IN_SEGMENT, '_'))
    .filter((s) => s !== '' && s !== '.' && s !== '..');
  if (segments[0] && /^[A-Za-z]:$/.test(segments[0])) segments.shift();
  return segments.length ? segments.join('/') : null;
}

/** A single file name a browser can save: separators and reserved characters become "_". */
export function downloadFileName(name: string, fallback = 'download'): string {
  const cleaned = name.replace(UNSAFE_IN_FILE_NAME, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** RFC 6266 / 8187, as the `content-disposition` package writes it (an ASCII fallback, then the UTF-8 name). */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName);
}
