// The real server in this process, listening on loopback, over SQLite or a throwaway PostgreSQL
// cluster (the one the server tests start), with a known administrator.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startPgCluster } from '../../apps/server/src/testing/pg-cluster.ts';

export const ADMIN = { email: 'admin@bench.warden.test', password: 'bench password long enough' };

export interface BenchServer {
  app: FastifyInstance;
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startBenchServer(db: 'sqlite' | 'postgres'): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-scripts-bench-'));
  let cluster: Awaited<ReturnType<typeof startPgCluster>> | null = null;
  let databaseUrl: string | null = null;
  if (db === 'postgres') {
    cluster = await startPgCluster();
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query('CREATE DATABASE warden_bench');
    await client.end();
    databaseUrl = cluster.url('warden_bench');
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // Nothing here waits on a timer; the background tasks would only add noise to the figures.
  await app.background.stop();
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      cluster?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
