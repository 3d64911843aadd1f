// Runs the real server as a child process, the way `npm start` does, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Credentials } from './test-server.ts';

export interface ServerOptions {
  root: string;
  port: number;
  dataDir: string;
  admin: Credentials;
  /** Where the server's output goes, read back when it fails to start. */
  logFile: string;
  /** Extra environment, e.g. WARDEN_DEMO=1 for the demo organisation and its agents. */
  env?: Record<string, string>;
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const KILL_AFTER_MS = 5_000;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    LOG_LEVEL: 'warn',
    // The browser tests always run on a fresh SQLite file and the built console.
    DATABASE_URL: '',
    WARDEN_DEMO: '0',
    ...options.env,
  };
  delete env.WEB_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  // A crashed or interrupted test run must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopChild(child);
    const output = fs.readFileSync(options.logFile, 'utf8').slice(-4000);
    throw new Error(`${(error as Error).message}\nServer output:\n${output}`);
  }
  return { baseUrl, stop: () => stopChild(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it answered (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server close its database; SIGKILL follows if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
  await exited;
  clearTimeout(timer);
}
