// Server configuration, read once from the environment (documented in the README).
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Folder of the built console; null serves the API alone. */
  webDir: string | null;
  logLevel: string;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    webDir: env.WEB_DIR === '' ? null : path.resolve(env.WEB_DIR ?? defaultWebDir()),
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: publicUrl.startsWith('https://'),
  };
}

function defaultWebDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
