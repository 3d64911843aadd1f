// Builds a real server for a test: its own data folder and its own database (a new SQLite file,
// or a new database in the test run's PostgreSQL cluster), with an administrator signed in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { TestClient } from './test-client.ts';

export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'correct horse battery';

export interface TestServer {
  /** The running instance; a new one after restart(). */
  readonly app: FastifyInstance;
  readonly config: Config;
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  /** Stops the server and starts it again on the same data folder and database. */
  restart: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export interface TestApp extends TestServer {
  admin: TestClient;
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.WARDEN_TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('WARDEN_TEST_DB=postgres needs the global set-up to start a cluster');
  const name = `warden_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The app's pool has ended its connections, but their sessions may still be closing: wait for
      // them to be gone, so FORCE only ever ends a session a test truly left behind.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A server without anyone signed in; env adds to or overrides the test defaults; logger is pino's. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: object } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-test-'));
  const pgDb = process.env.WARDEN_TEST_DB === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: '',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const start = async () => {
    const built = await buildApp(config, { logger: options.logger ?? false });
    await built.ready();
    return built;
  };
  let app = await start();
  return {
    get app() {
      return app;
    },
    config,
    dialect: pgDb ? 'postgres' : 'sqlite',
    dataDir,
    restart: async () => {
      await app.close();
      app = await start();
      return app;
    },
    close: async () => {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: object } = {},
): Promise<TestApp> {
  const server = await startTestServer(env, options);
  const admin = await TestClient.signIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  return Object.assign(server, { admin });
}
