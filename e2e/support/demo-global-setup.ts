// Set-up of the backup browser tests: the real server in demo mode (WARDEN_DEMO=1) on its own data
// folder, with the Northwind Traders agents running as child processes. It returns once the demo has
// made its plans and run both rounds of backups (its demo-devices/seeded file).
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { waitForDemoSeeded } from './demo-seeded.ts';
import { type Launched, launch } from './launch.ts';

let launched: Launched | undefined;

export async function setup(project: TestProject): Promise<void> {
  launched = await launch(project, {
    name: 'e2e-demo',
    // The agents' restore cap makes a large restore last long enough to watch and cancel (restore.e2e.ts).
    env: { WARDEN_DEMO: '1', LOG_LEVEL: 'info', INBOUND_SMTP_PORT: '0', WARDEN_AGENT_MAX_RESTORE_RATE: '48' },
    ready: ({ server, dataDir }) => waitForDemoSeeded(server.baseUrl, dataDir),
  });
  project.provide('demoDataDir', launched.dataDir);
}

export async function teardown(): Promise<void> {
  if (!launched) return;
  await launched.server.stop();
  // The server stops its agents on SIGTERM; any left behind (a server killed outright) go here.
  await stopProcessesUsing(launched.dataDir);
  fs.rmSync(launched.dataDir, { recursive: true, force: true });
  launched = undefined;
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
