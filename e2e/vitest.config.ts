// Browser tests: the real server (built console, fresh data folder) driven by Chromium. The 'browser'
// project runs against a plain server; 'backup-demo' against a second one in demo mode, started (and
// its demo backups finished) before any test runs, then used after the first project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser',
          include: ['e2e/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'backup-demo',
          include: ['e2e/backup/*.e2e.ts'],
          globalSetup: ['e2e/support/demo-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
