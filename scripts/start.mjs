#!/usr/bin/env node
// `npm start`: the server on its embedded SQLite database under ./data, with the demo organisation and
// its two running agents (set WARDEN_DEMO=0 to start without them), and inbound mail on port 2525.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The help desk's inbound mail listener: the demo's e-mailed tickets arrive on it, and so can yours.
const env = {
  ...process.env,
  WARDEN_DEMO: process.env.WARDEN_DEMO ?? '1',
  INBOUND_SMTP_PORT: process.env.INBOUND_SMTP_PORT ?? '2525',
};
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
