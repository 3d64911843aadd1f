// A plan's roots as the agent reports them: absolute device paths the server accepts as tree keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCleanDevicePath, type PlanDefinition } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { resolvePlanPath } from './common-folders.ts';
import { planRoots } from './plan-roots.ts';

describe('plan roots', () => {
  it('resolves "/" under --root without a trailing slash', () => {
    expect(resolvePlanPath('/', '/data/device')).toBe('/data/device');
    expect(resolvePlanPath('/srv/', '/data/device')).toBe('/data/device/srv');
    expect(resolvePlanPath('C:/Users', '/data/device')).toBe('/data/device/Users');
  });

  it('gives an image plan of "/" a clean volume root', () => {
    const plan = { type: 'IMAGE', paths: ['/'], commonFolders: [] } as unknown as PlanDefinition;
    const device = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-roots-'));
    try {
      const [root] = planRoots(plan, device, device);
      expect(root?.rootType).toBe('VOLUME');
      expect(root?.path).toBe(device);
      expect(isCleanDevicePath(root!.path)).toBe(true);
    } finally {
      fs.rmSync(device, { recursive: true, force: true });
    }
  });
});
