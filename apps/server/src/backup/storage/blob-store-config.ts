// Where the server keeps CLOUD backup data: files under DATA_DIR/blobs, or an S3-compatible bucket when
// S3_BUCKET is set (the variables are listed in docs/s3-storage.md).
import path from 'node:path';
import {
  type BlobStore,
  type ConditionalWrites,
  FileBlobStore,
  S3BlobStore,
  type S3BlobStoreOptions,
} from '@warden/store';

export type BlobStoreConfig = { kind: 'file' } | { kind: 's3'; s3: S3BlobStoreOptions };

const CONDITIONAL_WRITES: readonly ConditionalWrites[] = ['auto', 'on', 'off'];

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** Throws naming the variable that is missing or wrong, so a bad deployment stops at start-up. */
export function parseBlobStoreConfig(env: NodeJS.ProcessEnv): BlobStoreConfig {
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (bucket === '') return { kind: 'file' };
  const required = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  const endpoint = env.S3_ENDPOINT!.trim();
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  const conditionalWrites = (env.S3_CONDITIONAL_WRITES?.trim().toLowerCase() || 'auto') as ConditionalWrites;
  if (!CONDITIONAL_WRITES.includes(conditionalWrites))
    throw new Error(`S3_CONDITIONAL_WRITES must be auto, on or off, got "${env.S3_CONDITIONAL_WRITES}"`);
  const prefix = env.S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  if (prefix !== '' && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(prefix))
    throw new Error(`S3_PREFIX may hold only letters, digits, "-", "_" and "/", got "${env.S3_PREFIX}"`);
  return {
    kind: 's3',
    s3: {
      endpoint,
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
      pathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false),
      prefix,
      conditionalWrites,
    },
  };
}

export function openBlobStore(config: BlobStoreConfig, dataDir: string): BlobStore {
  if (config.kind === 's3') return new S3BlobStore(config.s3);
  // Its objects are packs of several MiB, each synced once written: the page cache saves no disk work.
  return new FileBlobStore(path.join(dataDir, 'blobs'), { direct: true });
}
