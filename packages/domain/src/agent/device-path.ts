// The shape of a path an agent reports from its device. Paths become keys of the backed-up tree and,
// later, restore targets, so a "." or ".." segment must never get in.

/** Absolute ("/…" or "C:/…"), forward slashes, no ".", ".." or NUL. A trailing slash only on a root. */
export function isCleanDevicePath(p: string): boolean {
  if (p.includes('\u0000') || p.includes('\\')) return false;
  const drive = /^[A-Za-z]:\//.test(p);
  if (!p.startsWith('/') && !drive) return false;
  const segments = p.split('/').slice(1);
  if (segments.length === 1 && segments[0] === '') return true;
  return segments.every((s) => s !== '' && s !== '.' && s !== '..');
}

export const devicePathMessage = 'An absolute path without ".", ".." or empty segments';
