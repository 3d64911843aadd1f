// Runs the demo devices' agents as child processes of the server: the real warden-agent command,
// enrolled with the demo organisation's token, each limited to its own folder.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const agentBin = path.join(repoRoot, 'apps/agent/bin/warden-agent.js');
const run = promisify(execFile);

export interface DemoDevice {
  hostname: string;
  nodeClass: 'LINUX_WORKSTATION' | 'LINUX_SERVER';
  root: string;
  stateDir: string;
}

const agentArgs = (args: string[]) => [agentBin, ...args];

export async function enrollIfNeeded(device: DemoDevice, serverUrl: string, token: string): Promise<void> {
  if (fs.existsSync(path.join(device.stateDir, 'state.json'))) return;
  await run(
    process.execPath,
    agentArgs([
      'enroll',
      '--server',
      serverUrl,
      // One argument: a token kept from an older install may start with "-".
      `--token=${token}`,
      '--state',
      device.stateDir,
      '--hostname',
      device.hostname,
      '--node-class',
      device.nodeClass,
    ]),
    { cwd: repoRoot },
  );
}

export function startAgentProcess(device: DemoDevice, log: FastifyBaseLogger): ChildProcess {
  const child = spawn(
    process.execPath,
    agentArgs(['run', '--state', device.stateDir, '--root', device.root]),
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logLine = (data: Buffer) => {
    for (const line of data.toString().split('\n').filter(Boolean))
      log.info({ device: device.hostname }, line.replace(/^\S+ /, ''));
  };
  child.stdout?.on('data', logLine);
  child.stderr?.on('data', logLine);
  child.on('exit', (code, signal) =>
    log.info({ device: device.hostname, code, signal }, 'demo agent stopped'),
  );
  return child;
}
