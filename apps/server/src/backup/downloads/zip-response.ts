// Streams a zip built with archiver, one entry at a time. A file whose chunks cannot be read is left
// out and named in WARDEN-ERRORS.txt, so every entry in the zip is complete.
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { Archiver, ArchiverError, CoreOptions, ZipOptions } from 'archiver';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import type { ZipItem, ZipTarget } from './download-target.ts';
import { ChunkReadError, readRevisionRange } from './revision-reader.ts';
import { attachmentDisposition } from './zip-names.ts';

// The installed archiver 7 exports a factory function; its type package describes version 8's classes.
const createArchive = createRequire(import.meta.url)('archiver') as (
  format: 'zip',
  options: CoreOptions & ZipOptions,
) => Archiver;

export const ERRORS_ENTRY = 'WARDEN-ERRORS.txt';
/** Files up to this size are read once and kept in memory until archived. */
const BUFFERED_LIMIT = 8 * 1024 * 1024;

interface Ctx {
  db: Db;
  storage: BackupStorage;
  log: FastifyBaseLogger;
}

/**
 * The entry's source, after every chunk of it was read and verified: small files as one buffer, larger
 * ones as a second read. Nothing is written to disk, so decrypted data never rests on the server.
 */
async function verifiedSource(ctx: Ctx, item: ZipItem): Promise<Buffer | Readable> {
  const pieces: Buffer[] = [];
  let held = 0;
  let buffered = true;
  for await (const piece of readRevisionRange(ctx.db, ctx.storage, item.range)) {
    if (buffered && held + piece.length <= BUFFERED_LIMIT) {
      pieces.push(piece);
      held += piece.length;
    } else {
      buffered = false;
      pieces.length = 0;
    }
  }
  return buffered ? Buffer.concat(pieces) : Readable.from(readRevisionRange(ctx.db, ctx.storage, item.range));
}

async function fill(ctx: Ctx, archive: Archiver, target: ZipTarget, signal: AbortSignal) {
  const failures: string[] = [];
  for await (const item of target.items()) {
    signal.throwIfAborted();
    let source: Buffer | Readable;
    try {
      source = await verifiedSource(ctx, item);
    } catch (err) {
      if (!(err instanceof ChunkReadError)) throw err;
      failures.push(`${item.name}: left out, its backup data could not be read (${err.message})`);
      continue;
    }
    const processed = once(archive, 'entry', { signal });
    archive.append(source, { name: item.name, date: item.mtime ? new Date(item.mtime) : new Date() });
    await processed;
  }
  if (failures.length > 0) {
    const text = [
      'These files could not be read from backup storage and are not in this zip.',
      'Restore them from another revision, or ask an administrator to verify backup storage.',
      '',
      ...failures,
      '',
    ].join('\r\n');
    archive.append(text, { name: ERRORS_ENTRY });
  }
  await archive.finalize();
}

export function sendZip(ctx: Ctx, reply: FastifyReply, target: ZipTarget) {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  archive.on('warning', (err: ArchiverError) => ctx.log.warn({ err }, 'zip download warning'));
  fill(ctx, archive, target, abort.signal).catch((err) => {
    if (abort.signal.aborted) return archive.abort();
    ctx.log.error({ err }, 'zip download failed');
    archive.destroy(err);
  });
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentDisposition(target.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(archive);
}
