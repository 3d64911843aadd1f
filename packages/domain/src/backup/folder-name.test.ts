import { describe, expect, it } from 'vitest';
import { childFolderPath, folderNameProblem, validateFolderName } from './folder-name.ts';

describe('New Folder names', () => {
  it("answers 'Required' for empty or blank names", () => {
    for (const os of ['windows', 'mac', 'linux'] as const) {
      expect(validateFolderName('', os)).toBe('Required');
      expect(validateFolderName('   ', os)).toBe('Required');
    }
  });

  it('applies the Windows rules', () => {
    for (const bad of [
      'a<b',
      'a:b',
      'a|b',
      'what?',
      'CON',
      'lpt1.txt',
      'trailing.',
      'trailing ',
      'a/b',
      'a\\b',
    ]) {
      expect(validateFolderName(bad, 'windows'), bad).toBe('Invalid');
    }
    expect(validateFolderName('Restored files (2024)', 'windows')).toBeNull();
  });

  it('refuses a leading dot and colons on Mac', () => {
    expect(validateFolderName('.hidden', 'mac')).toBe('Invalid');
    expect(validateFolderName('a:b', 'mac')).toBe('Invalid');
    expect(validateFolderName('Photos', 'mac')).toBeNull();
  });

  it('allows what POSIX allows on Linux', () => {
    expect(validateFolderName('.config', 'linux')).toBeNull();
    expect(validateFolderName('a:b', 'linux')).toBeNull();
    expect(validateFolderName('a/b', 'linux')).toBe('Invalid');
    expect(validateFolderName('..', 'linux')).toBe('Invalid');
  });

  it('says which characters are refused, so the message can name them', () => {
    expect(folderNameProblem('a?b', 'windows')).toEqual({
      code: 'characters',
      characters: ['<', '>', ':', '"', '/', '\\', '|', '?', '*'],
      controlCharacters: true,
    });
    expect(folderNameProblem('a:b', 'mac')).toMatchObject({ code: 'characters', characters: [':', '/'] });
    expect(folderNameProblem('CON', 'windows')).toEqual({ code: 'reserved' });
    expect(folderNameProblem('x.', 'windows')).toEqual({ code: 'trailing' });
    expect(folderNameProblem('.x', 'mac')).toEqual({ code: 'leadingDot' });
  });

  it('joins a new folder to its parent as the agent does', () => {
    expect(childFolderPath('C:/', 'New')).toBe('C:/New');
    expect(childFolderPath('C:/Restores', 'New')).toBe('C:/Restores/New');
    expect(childFolderPath('/', 'tmp')).toBe('/tmp');
  });
});
