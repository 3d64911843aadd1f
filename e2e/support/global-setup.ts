// Browser-test set-up: the built console, a fresh data folder and the real server on a free
// loopback port. Tests read the address and the administrator's credentials with inject().
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type Launched, launch } from './launch.ts';

let launched: Launched | undefined;

export async function setup(project: TestProject): Promise<void> {
  launched = await launch(project, { name: 'e2e' });
}

export async function teardown(): Promise<void> {
  await launched?.server.stop();
  if (launched) fs.rmSync(launched.dataDir, { recursive: true, force: true });
  launched = undefined;
}
