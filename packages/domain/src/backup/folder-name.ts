// New Folder validation (spec 000, section 5): 'Required' for empty or blank names, 'Invalid' for
// names the device's file system refuses, and why, so the message can name the characters. The spec
// does not show the Windows and Mac patterns; these follow the operating systems' own rules.
import type { OsFamily } from '../devices/node-class.ts';

export type FolderNameError = 'Required' | 'Invalid';

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what Windows refuses
const WINDOWS_CONTROL = /[\u0000-\u001f]/;

/** The printable characters each file system refuses in a name, as a technician should be told them. */
export const FOLDER_NAME_FORBIDDEN_CHARACTERS: Record<OsFamily, readonly string[]> = {
  windows: ['<', '>', ':', '"', '/', '\\', '|', '?', '*'],
  mac: [':', '/'],
  linux: ['/'],
};

/** Why a name is refused, so the message can say what to change; `Invalid` covers all but `required`. */
export type FolderNameProblem =
  | { code: 'required' }
  | { code: 'tooLong' }
  | { code: 'dots' }
  | { code: 'characters'; characters: readonly string[]; controlCharacters: boolean }
  | { code: 'reserved' }
  | { code: 'trailing' }
  | { code: 'leadingDot' };

const NAME_MAX = 255;

export function folderNameProblem(name: string, os: OsFamily): FolderNameProblem | null {
  if (name.trim().length === 0) return { code: 'required' };
  if (name.length > NAME_MAX) return { code: 'tooLong' };
  if (name === '.' || name === '..') return { code: 'dots' };
  const characters = FOLDER_NAME_FORBIDDEN_CHARACTERS[os];
  const control = os === 'windows' ? WINDOWS_CONTROL.test(name) : name.includes('\u0000');
  if (control || characters.some((c) => name.includes(c)))
    return { code: 'characters', characters, controlCharacters: os === 'windows' };
  if (os === 'windows' && WINDOWS_RESERVED.test(name)) return { code: 'reserved' };
  if (os === 'windows' && /[. ]$/.test(name)) return { code: 'trailing' };
  if (os === 'mac' && name.startsWith('.')) return { code: 'leadingDot' };
  return null;
}

export function validateFolderName(name: string, os: OsFamily): FolderNameError | null {
  const problem = folderNameProblem(name, os);
  if (!problem) return null;
  return problem.code === 'required' ? 'Required' : 'Invalid';
}

/** Where a folder named `name` inside `parent` lands, the way the agent joins them. */
export function childFolderPath(parent: string, name: string): string {
  return parent.endsWith('/') || parent.endsWith('\\') ? `${parent}${name}` : `${parent}/${name}`;
}
