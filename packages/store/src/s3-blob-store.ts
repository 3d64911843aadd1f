// BlobStore on an S3-compatible bucket: key "<folders>/<name>" is the object "<prefix>/<folders>/<name>",
// each put one whole object, so readers never see a partial one.
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import pLimit from 'p-limit';
import {
  type BlobData,
  BlobNotFoundError,
  type BlobStore,
  blobKeySegments,
  InvalidBlobKeyError,
  joinBlobData,
} from './blob-store.ts';

/**
 * auto: probe the server once, on the first putIfAbsent, for `If-None-Match: *` on PUT (AWS S3, MinIO,
 * Cloudflare R2 and Ceph keep it; some older servers ignore it); on: trust the server without the probe;
 * off: check then write, where two writers racing for one key can both store it and both answer true.
 */
export type ConditionalWrites = 'auto' | 'on' | 'off';

export interface S3BlobStoreOptions {
  /** The service's base URL, such as https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: <endpoint>/<bucket>/<key>; false: <bucket>.<endpoint host>/<key> (virtual-hosted). */
  pathStyle: boolean;
  /** Folders under which every object goes, so one bucket can hold other data too; "" for the root. */
  prefix?: string;
  conditionalWrites?: ConditionalWrites;
  /** Requests in flight at once for the batch operations. */
  concurrency?: number;
  /** How long one request may take before it is abandoned. */
  requestTimeoutMs?: number;
  /** Keys per list request; the services' own limit (1000) unless set lower. */
  listPageSize?: number;
}

/** An answer from the S3 service that is not one this store expects. */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  constructor(
    readonly method: string,
    readonly key: string,
    readonly status: number,
    readonly code: string | null,
    detail: string,
  ) {
    super(`S3 ${method} ${key || '(bucket)'} failed with ${status}${code ? ` ${code}` : ''}: ${detail}`);
  }
}

const DEFAULT_CONCURRENCY = 16;
const DEFAULT_TIMEOUT_MS = 60_000;
// 5xx and 429 are retried inside aws4fetch with exponential back-off.
const RETRIES = 5;
// AWS answers 409 when another conditional write of the same key is in flight: try again after it.
const CONFLICT_ATTEMPTS = 5;

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'Contents',
});

function errorDetail(body: string): { code: string | null; message: string } {
  try {
    const error = xml.parse(body)?.Error;
    if (error) return { code: error.Code ?? null, message: error.Message ?? body.slice(0, 200) };
  } catch {
    // Not XML (a proxy's page): the start of the text says more than nothing.
  }
  return { code: null, message: body.slice(0, 200) || 'no details' };
}

/** Runs work over items, at most limit at a time; after a failure no new item starts, and the first error is thrown once all have stopped. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const run = pLimit(limit);
  let failure: { error: unknown } | null = null;
  await Promise.all(
    items.map((item) =>
      run(async () => {
        if (failure) return;
        try {
          await work(item);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
}

export class S3BlobStore implements BlobStore {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly prefix: string;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private conditional: Promise<boolean> | null;

  constructor(readonly options: S3BlobStoreOptions) {
    const endpoint = new URL(options.endpoint);
    if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
      throw new Error(`S3 endpoint must be an http(s) URL, got "${options.endpoint}"`);
    const root = endpoint.pathname.replace(/\/+$/, '');
    this.base = options.pathStyle
      ? `${endpoint.origin}${root}/${encodeURIComponent(options.bucket)}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${root}`;
    this.prefix = options.prefix ? `${blobKeySegments(options.prefix).join('/')}/` : '';
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: RETRIES,
    });
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.timeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    const mode = options.conditionalWrites ?? 'auto';
    this.conditional = mode === 'auto' ? null : Promise.resolve(mode === 'on');
  }

  private objectUrl(objectKey: string): string {
    // Blob keys and the prefix are [A-Za-z0-9_-/] only: nothing in them needs escaping.
    return `${this.base}/${objectKey}`;
  }

  private objectKey(key: string): string {
    return this.prefix + blobKeySegments(key).join('/');
  }

  private async request(
    method: string,
    url: string,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    return this.client.fetch(url, {
      method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async fail(method: string, key: string, response: Response): Promise<never> {
    const { code, message } = errorDetail(await response.text());
    throw new S3RequestError(method, key, response.status, code, message);
  }

  async has(key: string): Promise<boolean> {
    const response = await this.request('HEAD', this.objectUrl(this.objectKey(key)));
    if (response.ok) return true;
    if (response.status === 404) return false;
    return this.fail('HEAD', key, response);
  }

  async hasMany(keys: Iterable<string>): Promise<Set<string>> {
    const unique = [...new Set(keys)];
    for (const key of unique) blobKeySegments(key);
    const present = new Set<string>();
    await eachLimited(unique, this.concurrency, async (key) => {
      if (await this.has(key)) present.add(key);
    });
    return present;
  }

  async put(key: string, data: BlobData): Promise<void> {
    // One request body: the signature covers it whole.
    const body = joinBlobData(data);
    const response = await this.request('PUT', this.objectUrl(this.objectKey(key)), { body });
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async putMany(entries: readonly (readonly [string, Buffer])[]): Promise<void> {
    for (const [key] of entries) blobKeySegments(key);
    // A later entry for the same key wins, as it would one put() after another.
    const byKey = new Map(entries.map(([key, data]) => [key, data]));
    await eachLimited([...byKey], this.concurrency, ([key, data]) => this.put(key, data));
  }

  /** PUT with If-None-Match: answers whether it stored the object (false: one was there). */
  private async putConditional(
    key: string,
    objectKey: string,
    data: Buffer,
  ): Promise<boolean | 'unsupported'> {
    for (let attempt = 1; ; attempt++) {
      const response = await this.request('PUT', this.objectUrl(objectKey), {
        body: data,
        headers: { 'If-None-Match': '*' },
      });
      if (response.ok) {
        await response.body?.cancel();
        return true;
      }
      if (response.status === 412) {
        await response.body?.cancel();
        return false;
      }
      if (response.status === 501) {
        await response.body?.cancel();
        return 'unsupported';
      }
      if (response.status !== 409 || attempt >= CONFLICT_ATTEMPTS) return this.fail('PUT', key, response);
      await response.body?.cancel();
    }
  }

  /** Whether the server refuses a conditional PUT over an existing object; asked once per store. */
  private supportsConditionalWrites(): Promise<boolean> {
    this.conditional ??= (async () => {
      // A dot name is never a blob key, so list() skips the probe should its deletion fail.
      const probe = `${this.prefix}.conditional-write-probe-${randomBytes(8).toString('hex')}`;
      try {
        const first = await this.putConditional(probe, probe, Buffer.from('probe'));
        if (first === 'unsupported') return false;
        return (await this.putConditional(probe, probe, Buffer.from('probe'))) === false;
      } finally {
        await this.request('DELETE', this.objectUrl(probe)).then(
          (r) => r.body?.cancel(),
          () => {},
        );
      }
    })().catch((error) => {
      // Ask again next time: the probe may have met a passing outage.
      this.conditional = null;
      throw error;
    });
    return this.conditional;
  }

  async putIfAbsent(key: string, data: Buffer): Promise<boolean> {
    const objectKey = this.objectKey(key);
    // Most calls find the object present (deduplication): a HEAD spares uploading it again.
    if (await this.has(key)) return false;
    if (await this.supportsConditionalWrites()) {
      const stored = await this.putConditional(key, objectKey, data);
      if (stored !== 'unsupported') return stored;
      this.conditional = Promise.resolve(false);
    }
    // Without conditional writes a writer racing in since the HEAD above is replaced (see ConditionalWrites).
    await this.put(key, data);
    return true;
  }

  async putManyIfAbsent(entries: readonly (readonly [string, Buffer])[]): Promise<Set<string>> {
    for (const [key] of entries) blobKeySegments(key);
    const byKey = new Map(entries.map(([key, data]) => [key, data]));
    const stored = new Set<string>();
    await eachLimited([...byKey], this.concurrency, async ([key, data]) => {
      if (await this.putIfAbsent(key, data)) stored.add(key);
    });
    return stored;
  }

  async get(key: string): Promise<Buffer> {
    const response = await this.request('GET', this.objectUrl(this.objectKey(key)));
    if (response.status === 404) {
      await response.body?.cancel();
      throw new BlobNotFoundError(key);
    }
    if (!response.ok) return this.fail('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  /** A ranged GET, so a chunk out of a pack costs its own bytes, not the pack's. */
  async getRange(key: string, offset: number, length: number): Promise<Buffer> {
    if (length <= 0) {
      if (!(await this.has(key))) throw new BlobNotFoundError(key);
      return Buffer.alloc(0);
    }
    const response = await this.request('GET', this.objectUrl(this.objectKey(key)), {
      headers: { Range: `bytes=${offset}-${offset + length - 1}` },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new BlobNotFoundError(key);
    }
    // 416: the range starts at or past the end of the object.
    if (response.status === 416) {
      await response.body?.cancel();
      return Buffer.alloc(0);
    }
    if (!response.ok) return this.fail('GET', key, response);
    const data = Buffer.from(await response.arrayBuffer());
    // 200: a server that ignores Range sends the whole object.
    return response.status === 206 ? data.subarray(0, length) : data.subarray(offset, offset + length);
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', this.objectUrl(this.objectKey(key)));
    if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
    await response.body?.cancel();
  }

  async *list(prefix = ''): AsyncGenerator<string> {
    if (prefix !== '' && !/^[A-Za-z0-9_/-]*$/.test(prefix))
      throw new InvalidBlobKeyError(prefix, 'not a key prefix');
    // ListObjects (version 1) with the last key as marker: every S3-compatible service pages it alike,
    // where version 2's continuation tokens are each service's own (s3rver's fail on Node 20's OpenSSL).
    let marker = '';
    for (;;) {
      const query = new URLSearchParams({ prefix: this.prefix + prefix });
      if (marker) query.set('marker', marker);
      if (this.options.listPageSize) query.set('max-keys', String(this.options.listPageSize));
      const response = await this.request('GET', `${this.base}/?${query}`);
      if (!response.ok) await this.fail('LIST', prefix, response);
      const page = xml.parse(await response.text())?.ListBucketResult ?? {};
      const objectKeys = ((page.Contents ?? []) as { Key?: string }[]).map((item) => item.Key ?? '');
      for (const objectKey of objectKeys) {
        const key = objectKey.slice(this.prefix.length);
        if (isBlobKey(key)) yield key;
      }
      if (page.IsTruncated !== 'true' || objectKeys.length === 0) return;
      marker = page.NextMarker || objectKeys.at(-1)!;
    }
  }
}

/** Objects that are not blob keys (the probe, another program's files) are not listed. */
function isBlobKey(key: string): boolean {
  try {
    blobKeySegments(key);
    return true;
  } catch {
    return false;
  }
}
