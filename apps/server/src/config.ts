// Server configuration, read once from the environment (documented in the README).
import path from 'node:path';
import { type BlobStoreConfig, parseBlobStoreConfig } from './backup/storage/blob-store-config.ts';

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
  /** Fastify's trustProxy: whose X-Forwarded-* headers name the client. false trusts nobody. */
  trustProxy: TrustProxy;
  /** The help desk's built-in SMTP listener for inbound mail. */
  inboundSmtp: InboundSmtpConfig;
  /** Where CLOUD backup data is kept: DATA_DIR/blobs, or an S3-compatible bucket. */
  blobStore: BlobStoreConfig;
}

export interface InboundSmtpConfig {
  /** null leaves the listener off; 0 lets the system pick a free port (tests read the bound one). */
  port: number | null;
  host: string;
  /** Larger messages are refused with 552 while they are received. */
  maxMessageBytes: number;
}

export const DEFAULT_INBOUND_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** As Fastify takes it; a hop count becomes the function Fastify would make of it. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    inboundSmtp: parseInboundSmtp(env),
    blobStore: parseBlobStoreConfig(env),
  };
}

/** Off unless INBOUND_SMTP_PORT is set, so a server never opens a mail port nobody asked for. */
export function parseInboundSmtp(env: NodeJS.ProcessEnv): InboundSmtpConfig {
  const rawPort = env.INBOUND_SMTP_PORT?.trim() ?? '';
  const port = rawPort === '' ? null : Number(rawPort);
  if (port !== null && (!/^\d+$/.test(rawPort) || port > 65535))
    throw new Error(`INBOUND_SMTP_PORT must be a port number, got "${env.INBOUND_SMTP_PORT}"`);
  const rawMax = env.INBOUND_SMTP_MAX_MESSAGE_BYTES?.trim() ?? '';
  const maxMessageBytes = rawMax === '' ? DEFAULT_INBOUND_MAX_MESSAGE_BYTES : Number(rawMax);
  if (!/^\d*$/.test(rawMax) || maxMessageBytes < 1)
    throw new Error(
      `INBOUND_SMTP_MAX_MESSAGE_BYTES must be a positive number of bytes, got "${env.INBOUND_SMTP_MAX_MESSAGE_BYTES}"`,
    );
  return { port, host: env.INBOUND_SMTP_HOST?.trim() || '127.0.0.1', maxMessageBytes };
}

/**
 * Unset or false: the client is the connecting address, so a forged X-Forwarded-For cannot dodge
 * the sign-in throttle. true trusts every hop, a number that many hops, a list those addresses.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  // Addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal); Fastify checks them.
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function defaultWebDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
