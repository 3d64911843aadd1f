// A run's output: pieces appended as the agent streams them, kept up to SCRIPT_OUTPUT_CAP_BYTES per
// run with the rest counted, and read back from a byte offset.
import { SCRIPT_OUTPUT_CAP_BYTES } from '@warden/domain';
import type { Db } from '../../db/database.ts';

/** The longest stretch of output one read answers. */
const READ_LIMIT_BYTES = 256 * 1024;

/** The first `room` bytes of text, cut back to a whole UTF-8 character. */
export function utf8Prefix(bytes: Buffer, room: number): Buffer {
  if (bytes.length <= room) return bytes;
  let end = Math.max(0, room);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

export interface OutputPiece {
  seq: number;
  stream: 'stdout' | 'stderr';
  data: string;
}

/**
 * Keeps a piece of output (or the part of it under the cap) and counts the rest. Answers false when
 * the piece was already kept (sent again after a reconnection). The caller serialises calls per run.
 */
export async function appendOutput(db: Db, runId: number, piece: OutputPiece): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom('script_runs')
      .select(['output_bytes', 'dropped_bytes', 'last_seq'])
      .where('id', '=', runId)
      .executeTakeFirst();
    if (!run || piece.seq <= run.last_seq) return false;
    const bytes = Buffer.from(piece.data, 'utf8');
    // Once something was dropped nothing more is kept, so what is kept is the output's beginning.
    const room = Number(run.dropped_bytes) > 0 ? 0 : SCRIPT_OUTPUT_CAP_BYTES - run.output_bytes;
    const kept = utf8Prefix(bytes, room);
    if (kept.length > 0) {
      await trx
        .insertInto('script_run_output')
        .values({
          run_id: runId,
          start_byte: run.output_bytes,
          bytes: kept.length,
          stream: piece.stream,
          data: kept.toString('utf8'),
        })
        .execute();
    }
    await trx
      .updateTable('script_runs')
      .set({
        output_bytes: run.output_bytes + kept.length,
        dropped_bytes: Number(run.dropped_bytes) + bytes.length - kept.length,
        last_seq: piece.seq,
      })
      .where('id', '=', runId)
      .execute();
    return true;
  });
}

/** Kept output from a byte offset, at most READ_LIMIT_BYTES, and where the next read starts. */
export async function readOutput(db: Db, runId: number, offset: number) {
  const rows = await db.kysely
    .selectFrom('script_run_output')
    .select(['start_byte', 'bytes', 'stream', 'data'])
    .where('run_id', '=', runId)
    .where((eb) => eb(eb('start_byte', '+', eb.ref('bytes')), '>', offset))
    .orderBy('start_byte')
    .limit(200)
    .execute();
  const chunks: { offset: number; stream: 'stdout' | 'stderr'; text: string }[] = [];
  let next = offset;
  let total = 0;
  for (const row of rows) {
    if (total >= READ_LIMIT_BYTES) break;
    // An offset inside a piece (a caller's own choice) starts the answer there.
    const text =
      row.start_byte < offset
        ? Buffer.from(row.data, 'utf8')
            .subarray(offset - row.start_byte)
            .toString('utf8')
        : row.data;
    chunks.push({ offset: Math.max(offset, row.start_byte), stream: row.stream, text });
    next = row.start_byte + row.bytes;
    total += row.bytes;
  }
  return { chunks, nextOffset: next };
}
