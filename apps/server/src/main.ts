// Starts the Warden server (and, with WARDEN_DEMO=1, the demo organisation's agents) and shuts down
// cleanly on SIGTERM or SIGINT.
import type { ChildProcess } from 'node:child_process';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startDemo } from './demo/demo-setup.ts';
import { setServerHeapGrowth } from './system/heap-growth.ts';

setServerHeapGrowth();

const config = loadConfig();
const app = await buildApp(config);
let demoAgents: ChildProcess[] = [];

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    for (const child of demoAgents) child.kill('SIGTERM');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Warden console at ${config.publicUrl}`);
if (process.env.WARDEN_DEMO === '1') {
  demoAgents = await startDemo(app, `http://127.0.0.1:${config.port}`);
}
