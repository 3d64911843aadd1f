#!/usr/bin/env node
// `npm start`: the server on its embedded SQLite database under ./data, with the demo organisation and
// its two running agents (set WARDEN_DEMO=0 to start without them), and inbound mail on port 2525.
import { runTypeScript } from './node-process.mjs';

// The help desk's inbound mail listener: the demo's e-mailed tickets arrive on it, and so can yours.
runTypeScript('apps/server/src/main.ts', [], {
  ...process.env,
  WARDEN_DEMO: process.env.WARDEN_DEMO ?? '1',
  INBOUND_SMTP_PORT: process.env.INBOUND_SMTP_PORT ?? '2525',
});
