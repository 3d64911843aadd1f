// Restore dialog rules: where Original Location stands, when Restore may be pressed, and the jobs a
// submit creates.
import { describe, expect, it } from 'vitest';
import { deviceFixture, fileItem, folderItem, rootItem, selectionFixture } from '../testing/fixtures.ts';
import {
  buildRestoreJobs,
  canRestore,
  effectiveLocation,
  originalLocationUsable,
  type RestoreChoices,
  restoreTitleKey,
} from './restore-rules.ts';

const facts = { flagOn: true, rootFolders: 1, sourceOnline: true, availability: 'pending' as const };
const choices = (overrides: Partial<RestoreChoices> = {}): RestoreChoices => ({
  location: 'other',
  destination: null,
  destinationPath: null,
  collisionHandling: 'SKIP',
  pointId: null,
  restorePermissions: false,
  ...overrides,
});

describe('restore rules', () => {
  it('titles the dialog by its selection', () => {
    expect(restoreTitleKey(selectionFixture([fileItem()]))).toBe('restore.fileTitle');
    expect(restoreTitleKey(selectionFixture([folderItem()]))).toBe('restore.folderTitle');
    expect(restoreTitleKey(selectionFixture([fileItem(), folderItem()]))).toBe('restore.batchTitle');
  });

  it('offers Original Location unless the flag is off, several roots are chosen, the device is down or the check failed', () => {
    expect(originalLocationUsable(facts)).toBe(true);
    expect(originalLocationUsable({ ...facts, flagOn: false })).toBe(false);
    expect(originalLocationUsable({ ...facts, rootFolders: 2 })).toBe(false);
    expect(originalLocationUsable({ ...facts, sourceOnline: false })).toBe(false);
    expect(originalLocationUsable({ ...facts, availability: 'unavailable' })).toBe(false);
    expect(effectiveLocation(null, true)).toBe('original');
    expect(effectiveLocation('other', true)).toBe('other');
    expect(effectiveLocation('original', false)).toBe('other');
  });

  it('enables Restore only with a usable destination, not while saving or when restore is disabled', () => {
    const base = {
      saving: false,
      restoreDisabled: false,
      location: 'original' as const,
      availability: 'available' as const,
      destination: null,
      destinationPath: null,
      pointChosen: true,
    };
    expect(canRestore(base)).toBe(true);
    expect(canRestore({ ...base, availability: 'pending' })).toBe(false);
    expect(canRestore({ ...base, saving: true })).toBe(false);
    expect(canRestore({ ...base, restoreDisabled: true })).toBe(false);
    const other = { ...base, location: 'other' as const };
    expect(canRestore(other)).toBe(false);
    expect(canRestore({ ...other, destination: deviceFixture({ id: 8 }) })).toBe(false);
    expect(canRestore({ ...other, destination: deviceFixture({ id: 8 }), destinationPath: 'D:/' })).toBe(
      true,
    );
  });

  it('keeps Restore off until a revision or backup job is chosen, instead of quietly using the latest', () => {
    const facts = {
      saving: false,
      restoreDisabled: false,
      location: 'original' as const,
      availability: 'available' as const,
      destination: null,
      destinationPath: null,
    };
    expect(canRestore({ ...facts, pointChosen: false })).toBe(false);
    expect(canRestore({ ...facts, pointChosen: true })).toBe(true);
  });

  it('makes one job per item: a revision for one file, a backup job for folders and batches', () => {
    const target = deviceFixture({ id: 8, displayName: 'WS-8' });
    const [file] = buildRestoreJobs(
      selectionFixture([fileItem()]),
      choices({ pointId: 4, destination: target, destinationPath: 'D:/R' }),
    );
    expect(file).toMatchObject({
      destinationNodeId: 8,
      destinationNodeName: 'WS-8',
      sourceNodeId: 7,
      sourcePlanId: 11,
      sourcePlanName: 'Documents',
      sourcePath: 'C:/Users/ada/report.docx',
      destinationPath: 'D:/R',
      collisionHandling: 'SKIP',
      revisionId: 4,
      backupJobId: undefined,
      originalLocation: false,
      restoreType: 'EXTRACT',
    });
    const batch = buildRestoreJobs(
      selectionFixture([fileItem(), rootItem(300, 'C:/Data')]),
      choices({ location: 'original', pointId: 9 }),
    );
    expect(batch).toHaveLength(2);
    expect(
      batch.map((j) => [j.sourcePath, j.backupJobId, j.revisionId, j.destinationNodeId, j.destinationPath]),
    ).toEqual([
      ['C:/Users/ada/report.docx', 9, undefined, 7, ''],
      ['C:/Data', 9, undefined, 7, ''],
    ]);
  });
});
