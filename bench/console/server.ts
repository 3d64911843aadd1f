// The real server as its own process for the console benchmark, started the way the browser tests
// start it (e2e/support/server-process.ts): built console, fresh SQLite data folder, a free
// loopback port, and a known administrator.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureConsoleBuilt } from '../../e2e/support/console-build.ts';
import { freePort } from '../../e2e/support/free-port.ts';
import { startServer as startServerProcess } from '../../e2e/support/server-process.ts';

export { ensureConsoleBuilt };

export interface RunningServer {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startServer(dataDir: string, logFile: string): Promise<RunningServer> {
  const admin = { email: 'admin@bench.warden.test', password: `Bench-${randomBytes(12).toString('hex')}` };
  const server = await startServerProcess({
    root: path.resolve(import.meta.dirname, '../..'),
    port: await freePort(),
    dataDir,
    admin,
    logFile,
  });
  return { ...server, admin };
}
