// The calculatedName rule: how a variable's display name becomes the environment variable name its
// value reaches the script under. Written once here for the form's preview and the server.

/**
 * camelCase of the name's ASCII letters and digits: accents are dropped, every other character
 * separates words, the first word is lower-cased and each later word capitalised
 * ('Backup folder' -> 'backupFolder', 'Max. size (MB)' -> 'maxSizeMb'). A result that would start
 * with a digit gets a leading underscore ('2FA code' -> '_2faCode'), so it is a valid name in every
 * shell. A name with no letter or digit gives ''.
 */
export function calculatedNameOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const joined = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return /^\d/.test(joined) ? `_${joined}` : joined;
}

/**
 * Names the agent's environment already gives a meaning to. Windows compares environment names
 * without case, so these are refused in any case ('path' would replace PATH).
 */
export const RESERVED_VARIABLE_NAMES = [
  'PATH',
  'PATHEXT',
  'HOME',
  'USER',
  'USERNAME',
  'USERPROFILE',
  'SHELL',
  'PWD',
  'TEMP',
  'TMP',
  'TMPDIR',
  'LANG',
  'SYSTEMROOT',
  'WINDIR',
  'COMSPEC',
  'PSMODULEPATH',
  'PYTHONPATH',
  'PYTHONHOME',
  'IFS',
  'LD_PRELOAD',
  'LD_LIBRARY_PATH',
] as const;

const reserved = new Set<string>(RESERVED_VARIABLE_NAMES);

export function isReservedVariableName(calculatedName: string): boolean {
  return reserved.has(calculatedName.toUpperCase()) || /^warden/i.test(calculatedName);
}
