// Set-up of the backup browser tests: the real server in demo mode (WARDEN_DEMO=1) on its own data
// folder, with the Northwind Traders agents running as child processes. It returns once the demo has
// made its plans and run both rounds of backups (its demo-devices/seeded file).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForDemoSeeded } from './demo-seeded.ts';
import { freePort } from './free-port.ts';
import { ensureConsoleBuilt } from './global-setup.ts';
import { type RunningServer, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

let server: RunningServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  ensureConsoleBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-e2e-demo-'));
  const admin = { email: 'admin@demo.e2e.warden.test', password: `Demo-${randomBytes(12).toString('hex')}` };
  try {
    server = await startServer({
      root,
      port: await freePort(),
      dataDir,
      admin,
      env: { WARDEN_DEMO: '1', LOG_LEVEL: 'info' },
      logFile: path.join(root, '.test-tmp', 'e2e-demo-server.log'),
    });
    await waitForDemoSeeded(server.baseUrl, dataDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  project.provide('demoDataDir', dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
  if (dataDir) {
    // The server stops its agents on SIGTERM; any left behind (a server killed outright) go here.
    await stopProcessesUsing(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  dataDir = undefined;
}

/** Ends the processes whose command line names the (unique, temporary) data folder. */
async function stopProcessesUsing(folder: string): Promise<void> {
  if (process.platform !== 'linux') return;
  const pids = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return fs
          .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((arg) => arg.includes(folder));
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
