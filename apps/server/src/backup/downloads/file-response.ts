// Sends one file from backup storage as an attachment, with HTTP Range support. Missing chunks, or a
// damaged first chunk, are found before the answer starts, so the caller gets an error naming the file;
// a chunk failing later breaks off the connection, so a cut file never looks complete.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import type { FileTarget } from './download-target.ts';
import { parseRange } from './http-range.ts';
import { ChunkReadError, presentSpans, readRevisionRange } from './revision-reader.ts';
import { attachmentDisposition } from './zip-names.ts';

export function unreadable(fileName: string, err: ChunkReadError): ApiError {
  return new ApiError(
    502,
    'INTERNAL',
    `The backup data of "${fileName}" could not be read (${err.message}). Restore another revision, or ask an administrator to verify backup storage.`,
  );
}

async function* resume(first: IteratorResult<Buffer>, rest: AsyncGenerator<Buffer>) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

export async function sendFile(
  ctx: { db: Db; storage: BackupStorage },
  request: FastifyRequest,
  reply: FastifyReply,
  target: FileTarget,
) {
  const size = target.range.end - target.range.start;
  const wanted = parseRange(request.headers.range, size);
  if (wanted.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send({
        error: {
          code: 'VALIDATION_FAILED',
          message: `The requested range is outside the file (${size} bytes)`,
        },
      });
  }
  const [from, to] = wanted.kind === 'partial' ? [wanted.start, wanted.end] : [0, size];
  const range = { ...target.range, start: target.range.start + from, end: target.range.start + to };
  let chunks: AsyncGenerator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    chunks = readRevisionRange(ctx.db, ctx.storage, range, await presentSpans(ctx.db, ctx.storage, range));
    first = await chunks.next();
  } catch (err) {
    if (err instanceof ChunkReadError) throw unreadable(target.fileName, err);
    throw err;
  }
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(to - from))
    .header('content-disposition', attachmentDisposition(target.fileName))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (wanted.kind === 'partial') reply.code(206).header('content-range', `bytes ${from}-${to - 1}/${size}`);
  return reply.send(Readable.from(resume(first, chunks), { objectMode: false }));
}
