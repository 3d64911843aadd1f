// Browser-test set-up: the built console, a fresh data folder and the real server on a free
// loopback port. Tests read the address and the administrator's credentials with inject().
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { type RunningServer, startServer } from './server-process.ts';
import './test-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

let server: RunningServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  ensureConsoleBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-e2e-'));
  const admin = { email: 'admin@e2e.warden.test', password: `E2e-${randomBytes(12).toString('hex')}` };
  try {
    server = await startServer({
      root,
      port: await freePort(),
      dataDir,
      admin,
      logFile: path.join(root, '.test-tmp', 'e2e-server.log'),
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

/** The test script builds the console first; a bare `vitest -c e2e/...` run builds it here once. */
export function ensureConsoleBuilt(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:web failed; the browser tests need the console');
}
