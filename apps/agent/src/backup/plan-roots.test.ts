// A plan's roots as the agent reports them: absolute device paths the server accepts as tree keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCleanDevicePath, type PlanDefinition } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { DeviceRoot } from '../paths/device-root.ts';
import { planRoots } from './plan-roots.ts';

describe('plan roots', () => {
  it('names the roots of a --root device by device paths', () => {
    const plan = {
      type: 'FILE_FOLDER',
      paths: ['/srv/shares/', 'C:/Users'],
      commonFolders: ['DOCUMENTS'],
    } as unknown as PlanDefinition;
    const roots = planRoots(plan, os.tmpdir(), new DeviceRoot('/data/device'));
    expect(roots.map((r) => [r.path, r.name])).toEqual([
      ['/Documents', 'Documents'],
      ['/srv/shares', 'shares'],
      ['/Users', 'Users'],
    ]);
  });

  it('gives an image plan of "/" a clean volume root named by its device path', () => {
    const plan = { type: 'IMAGE', paths: ['/'], commonFolders: [] } as unknown as PlanDefinition;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-roots-'));
    try {
      const [root] = planRoots(plan, folder, new DeviceRoot(folder));
      expect(root?.rootType).toBe('VOLUME');
      expect(root?.path).toBe('/');
      expect(root?.volume).toMatchObject({ name: '/', location: '/' });
      expect(isCleanDevicePath(root!.path)).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
