// Paths inside a mounted image: "/" is the volume's root, "/docs/a.txt" a file in it. A path from a
// caller must already be in that normal form, so nothing can name ".." or escape the image.
import path from 'node:path';
import { badRequest } from '../../http/api-error.ts';

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The normal form of a path from the archive or a caller, or null when it has none. */
export function normalImagePath(raw: string): string | null {
  if (raw.includes('\0')) return null;
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return null;
  return `/${segments.join('/')}`;
}

/** A caller's path: it must be exactly in normal form (a trailing "/" aside). */
export function checkImagePath(raw: string, field: string): string {
  const trimmed = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  const normal = normalImagePath(trimmed);
  if (normal === null || normal !== trimmed) {
    throw badRequest(`${field} must name a path inside the image, such as /folder/file.txt`, {
      [field]: 'Not a path inside the image',
    });
  }
  return normal;
}

/** fileBase64 is the base64 of the UTF-8 path. */
export function decodeFileBase64(fileBase64: string): string {
  const invalid = () =>
    badRequest('fileBase64 must be the base64 encoding of a UTF-8 path', { fileBase64: 'Invalid encoding' });
  if (!BASE64.test(fileBase64)) throw invalid();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(fileBase64, 'base64'));
  } catch {
    throw invalid();
  }
  if (text === '') throw invalid();
  return checkImagePath(text, 'fileBase64');
}

export const imageParentPath = (p: string) => path.posix.dirname(p);
export const imageBaseName = (p: string) => path.posix.basename(p);
