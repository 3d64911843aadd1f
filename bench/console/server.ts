// The real server as its own process, the way `npm start` runs it: built console, fresh SQLite data
// folder, a loopback port nobody uses. Stopped with SIGTERM (SIGKILL if it hangs).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** Builds the console when there is no build yet (`npm run bench:console` always builds first). */
export function ensureConsoleBuilt(): void {
  if (fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  console.log('Building the console (npm run build:web) …');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
}

export async function startServer(dataDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@bench.warden.test', password: `Bench-${randomBytes(12).toString('hex')}` };
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  delete env.WEB_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  }
  return { baseUrl, admin, stop: () => stop(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited at start');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within 60 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
