// The calculatedName rule: a display name to the environment variable name of its value.
import { describe, expect, it } from 'vitest';
import { calculatedNameOf, isReservedVariableName } from './variable-names.ts';

describe('calculatedNameOf', () => {
  it.each([
    ['Backup folder', 'backupFolder'],
    ['backupFolder', 'backupfolder'],
    ['Max. size (MB)', 'maxSizeMb'],
    ['  Dossier de sauvegarde été ', 'dossierDeSauvegardeEte'],
    ['2FA code', '_2faCode'],
    ['snake_case_name', 'snakeCaseName'],
    ['!!!', ''],
  ])('%s gives %s', (name, expected) => {
    expect(calculatedNameOf(name)).toBe(expected);
  });

  it('gives names every shell accepts', () => {
    for (const name of ['Backup folder', '2FA code', 'Ünïcode—dash']) {
      expect(calculatedNameOf(name)).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    }
  });
});

describe('isReservedVariableName', () => {
  it('refuses the environment names the agent relies on, without case, and the warden prefix', () => {
    expect(isReservedVariableName('path')).toBe(true);
    expect(isReservedVariableName('Temp')).toBe(true);
    expect(isReservedVariableName('wardenRunId')).toBe(true);
    expect(isReservedVariableName('backupPath')).toBe(false);
  });
});
