// A local S3-compatible server for tests and the bench (s3rver on 127.0.0.1, a fresh folder, one bucket),
// made faithful where S3 itself is: whole-object writes, and If-None-Match on PUT unless told to ignore it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import type { S3BlobStoreOptions } from '../s3-blob-store.ts';

export interface S3TestServer {
  /** Options for an S3BlobStore on the server's bucket (path-style, the server's fixed keys). */
  options: S3BlobStoreOptions;
  /** The folder s3rver keeps the bucket in. */
  directory: string;
  close(): Promise<void>;
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

/** The parts of Koa's context the middleware below uses (s3rver is a Koa application). */
interface Context {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  req: Readable;
  get(header: string): string;
}
type Next = () => Promise<void>;

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  existsObject(bucket: string, key: string): Promise<boolean>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

async function readAll(content: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const parts: Buffer[] = [];
  for await (const part of content) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** s3rver writes objects in place and answers before the file is flushed: write whole, then rename. */
function writeWholeObjects(store: FilesystemStore): void {
  store.putObject = async (object) => {
    const data = await readAll(object.content);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
    const md5 = createHash('md5').update(data).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: data.length, md5 };
  };
}

/** If-None-Match: * on PUT, one writer per key at a time, as S3 does it (s3rver ignores the header). */
function conditionalPuts(store: FilesystemStore, bucket: string) {
  const busy = new Map<string, Promise<void>>();
  return async (ctx: Context, next: Next) => {
    const prefix = `/${bucket}/`;
    if (ctx.method !== 'PUT' || ctx.get('if-none-match') !== '*' || !ctx.path.startsWith(prefix))
      return next();
    const key = decodeURIComponent(ctx.path.slice(prefix.length));
    while (busy.has(key)) await busy.get(key);
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    busy.set(key, done);
    try {
      if (await store.existsObject(bucket, key)) {
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.body =
          '<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
        ctx.req.resume();
        return;
      }
      await next();
    } finally {
      busy.delete(key);
      release();
    }
  };
}

/**
 * Starts the server on a free loopback port, keeping the bucket in a new folder under parent (the system's
 * temporary folder by default); conditionalWrites: false leaves s3rver ignoring If-None-Match.
 */
export async function startS3TestServer(
  options: { bucket?: string; conditionalWrites?: boolean; parent?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'warden-test';
  const directory = await mkdtemp(path.join(options.parent ?? tmpdir(), 'warden-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const store = (server as unknown as { store: FilesystemStore }).store;
  writeWholeObjects(store);
  if (options.conditionalWrites !== false) {
    // Koa composes its middleware when the server starts: this one runs before s3rver's routes.
    (server as unknown as { middleware: unknown[] }).middleware.unshift(conditionalPuts(store, bucket));
  }
  const address: AddressInfo = await server.run();
  return {
    directory,
    options: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
