// The dialogs' pickers and the availability check sit under the device's backup key, so a deletion,
// which refreshes that key, refreshes them too; and no dialog component calls the API itself.

import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../help/testing/mock-api.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';
import { backupJobFixture, paged, revisionFixture } from '../testing/fixtures.ts';
import { useBackupJobOptions } from './use-backup-job-options.ts';
import { useRestoreAvailability } from './use-restore-availability.ts';
import { useRevisionOptions } from './use-revision-options.ts';

afterEach(() => vi.unstubAllGlobals());

const paths = {
  revisions: 'GET /api/backup/lockhart/nodes/7/plans/11/files/101/revisions',
  jobs: 'GET /api/backup/lockhart/nodes/7/plans/11/jobs',
  availability: 'GET /api/backup/restore-availability',
};

describe("a device's backup query key", () => {
  it('refreshes the revision, job and availability pickers when the device key is invalidated', async () => {
    const api = mockApi({
      [paths.revisions]: { body: paged([revisionFixture(1)]) },
      [paths.jobs]: { body: paged([backupJobFixture(5)]) },
      [paths.availability]: { body: { available: true, reason: null } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(
      () => ({
        revisions: useRevisionOptions(7, 11, 101, true),
        jobs: useBackupJobOptions(7, 11, true),
        availability: useRestoreAvailability(7, 11, true),
      }),
      { wrapper },
    );
    const count = (what: keyof typeof paths) => {
      const [method, route] = paths[what].split(' ');
      return api.callsTo(method!, route!).length;
    };
    await waitFor(() =>
      expect([count('revisions'), count('jobs'), count('availability')]).toEqual([1, 1, 1]),
    );
    await client.invalidateQueries({ queryKey: backupKeys.device(7) });
    await waitFor(() =>
      expect([count('revisions'), count('jobs'), count('availability')]).toEqual([2, 2, 2]),
    );
  });
});

describe('backup dialog components', () => {
  it('leave every call to the hooks: none imports the API client', () => {
    const root = path.resolve(__dirname, '..');
    const components = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.includes('test') && !file.startsWith('testing'));
    expect(components.length).toBeGreaterThan(10);
    const calling = components.filter((file) =>
      /api\/client\.ts'|apiCall\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(calling).toEqual([]);
  });
});
