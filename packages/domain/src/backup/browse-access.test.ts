import { describe, expect, it } from 'vitest';
import { mayBrowseBackupData } from './browse-access.ts';

describe('mayBrowseBackupData', () => {
  it('allows the permission or the file/folder backup flag, and nothing else', () => {
    expect(mayBrowseBackupData(true, { file_folder_backup: false })).toBe(true);
    expect(mayBrowseBackupData(false, { file_folder_backup: true })).toBe(true);
    expect(mayBrowseBackupData(true, { file_folder_backup: true })).toBe(true);
    expect(mayBrowseBackupData(false, { file_folder_backup: false })).toBe(false);
  });
});
