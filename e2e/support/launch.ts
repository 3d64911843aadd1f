// Starts the real server for a browser-test project on a fresh data folder and a free loopback port,
// with a known administrator, and hands the address and credentials to the tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureConsoleBuilt } from './console-build.ts';
import { freePort } from './free-port.ts';
import { type RunningServer, startServer } from './server-process.ts';
import './test-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface Launched {
  server: RunningServer;
  dataDir: string;
}

export async function launch(
  project: TestProject,
  opts: { name: string; env?: Record<string, string>; ready?: (launched: Launched) => Promise<void> },
): Promise<Launched> {
  ensureConsoleBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `warden-${opts.name}-`));
  const admin = {
    email: `admin@${opts.name}.warden.test`,
    password: `E2e-${randomBytes(12).toString('hex')}`,
  };
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      root,
      port: await freePort(),
      dataDir,
      admin,
      ...(opts.env ? { env: opts.env } : {}),
      logFile: path.join(root, '.test-tmp', `${opts.name}-server.log`),
    });
    await opts.ready?.({ server, dataDir });
  } catch (error) {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  return { server, dataDir };
}
