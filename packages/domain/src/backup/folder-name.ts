// New Folder validation (spec 000, section 5): 'Required' for empty or blank names, 'Invalid' for
// names the device's file system refuses. The spec does not show the Windows and Mac patterns;
// these follow the operating systems' own rules.
import type { OsFamily } from '../devices/node-class.ts';

export type FolderNameError = 'Required' | 'Invalid';

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what Windows refuses
const WINDOWS_INVALID = /[<>:"/\\|?*\u0000-\u001f]/;

export function validateFolderName(name: string, os: OsFamily): FolderNameError | null {
  if (name.trim().length === 0) return 'Required';
  if (name.length > 255) return 'Invalid';
  if (name === '.' || name === '..') return 'Invalid';
  switch (os) {
    case 'windows':
      if (WINDOWS_INVALID.test(name) || WINDOWS_RESERVED.test(name) || /[. ]$/.test(name)) return 'Invalid';
      return null;
    case 'mac':
      if (name.includes(':') || name.includes('/') || name.includes('\u0000') || name.startsWith('.'))
        return 'Invalid';
      return null;
    case 'linux':
      if (name.includes('/') || name.includes('\u0000')) return 'Invalid';
      return null;
  }
}
