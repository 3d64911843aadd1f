// The download's presence check before the first byte: every chunk of a range, page by page, and the
// spans it found handed to the reader when they fit in one page, so the reader does not ask again.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { loseStoredChunk } from '../storage/stored-chunks-for-tests.ts';
import { backupRows } from './backup-test-rows.ts';
import { ChunkReadError, presentSpans, type RevisionRange, readRevisionRange } from './revision-reader.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
const data = randomBytes(1_500_000);

async function wholeRevision(): Promise<RevisionRange> {
  const revisionId = await backupRows(t).latestRevision(planId, '/srv/reader/video.mp4');
  const { size } = await t.app.db.kysely
    .selectFrom('file_revisions')
    .select('size')
    .where('id', '=', revisionId)
    .executeTakeFirstOrThrow();
  return { organizationId: f.organizationId, revisionId, start: 0, end: Number(size) };
}

async function readAll(range: RevisionRange, known: Awaited<ReturnType<typeof presentSpans>>) {
  const pieces: Buffer[] = [];
  for await (const piece of readRevisionRange(t.app.db, t.app.backupStorage, range, known))
    pieces.push(piece);
  return Buffer.concat(pieces);
}

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Reader', root: '/srv/reader' },
    { '/srv/reader/video.mp4': data },
  ));
});
afterAll(async () => t.close());

describe('presentSpans', () => {
  it('hands over the spans of a range that fits in one page, and the reader sends the same bytes from them', async () => {
    const range = await wholeRevision();
    const chunkCount = (await backupRows(t).chunkIds(range.revisionId)).length;
    expect(chunkCount).toBeGreaterThan(3);
    const spans = await presentSpans(t.app.db, t.app.backupStorage, range);
    expect(spans?.map((s) => s.chunk_id)).toEqual(await backupRows(t).chunkIds(range.revisionId));
    expect((await readAll(range, spans)).equals(data)).toBe(true);
    expect(
      (await readAll({ ...range, start: 1000, end: 900_000 }, null)).equals(data.subarray(1000, 900_000)),
    ).toBe(true);
  });

  it('checks every page of a longer range, hands over nothing, and names a chunk lost in a later page', async () => {
    const range = await wholeRevision();
    const ids = await backupRows(t).chunkIds(range.revisionId);
    expect(await presentSpans(t.app.db, t.app.backupStorage, range, 2)).toBeNull();
    await loseStoredChunk(t.app.db, t.app.backupStorage, f.organizationId, ids.at(-1)!);
    const failure = await presentSpans(t.app.db, t.app.backupStorage, range, 2).catch((e) => e);
    expect(failure).toBeInstanceOf(ChunkReadError);
    expect(failure).toMatchObject({ chunkId: ids.at(-1), problem: 'missing' });
  });
});
