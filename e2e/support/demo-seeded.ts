// Where the demo server keeps its devices, and the wait for the demo's first start to be done: the
// global set-up waits here, and the backup tests check it again before they use the devices.
import fs from 'node:fs';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATA_DIR of the demo server; its agents' folders are under demo-devices/. */
    demoDataDir: string;
  }
}

/** How long the demo may take to create its plans and run both rounds of backups. */
export const DEMO_SEED_TIMEOUT_MS = 6 * 60_000;

export const demoDevicesDir = (dataDir: string) => path.join(dataDir, 'demo-devices');

/**
 * Waits for the file the demo writes when its first start is done (demo-devices/seeded), failing
 * early when the server stops answering.
 */
export async function waitForDemoSeeded(
  baseUrl: string,
  dataDir: string,
  timeoutMs = DEMO_SEED_TIMEOUT_MS,
): Promise<void> {
  const marker = path.join(demoDevicesDir(dataDir), 'seeded');
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(marker)) {
    if (Date.now() > deadline) {
      throw new Error(
        `the demo did not finish its backups within ${timeoutMs / 1000} s (no ${marker}); see .test-tmp/e2e-demo-server.log`,
      );
    }
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (!health?.ok) throw new Error('the demo server stopped answering; see .test-tmp/e2e-demo-server.log');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
