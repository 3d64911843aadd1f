// The upload queue with several batches in flight: files come out only once every chunk they use is
// stored, in order, even when the sink answers a later batch first; shared chunks count once.
import type { EncodedChunk } from '@warden/store';
import { describe, expect, it } from 'vitest';
import type { ChunkSink } from './chunk-sink.ts';
import { UploadQueue } from './upload-queue.ts';

const chunk = (id: string, size = 10): EncodedChunk => ({ id: id.padEnd(64, '0'), data: Buffer.alloc(size) });

/** A sink whose batches finish only when the test says so, in any order. */
class ManualSink implements ChunkSink {
  readonly batches: { ids: string[]; finish: () => void; fail: (e: Error) => void }[] = [];
  readonly stored = new Set<string>();

  store(chunks: EncodedChunk[]): Promise<Set<string>> {
    return new Promise((resolve, reject) => {
      const ids = chunks.map((c) => c.id);
      this.batches.push({
        ids,
        finish: () => {
          const fresh = ids.filter((id) => !this.stored.has(id));
          for (const id of fresh) this.stored.add(id);
          resolve(new Set(fresh));
        },
        fail: reject,
      });
    });
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('hands out files in order once their chunks are stored, whatever order batches finish in', async () => {
    const sink = new ManualSink();
    const queue = new UploadQueue<string>(sink, { bytes: 1000, chunks: 2, inFlight: 2 });
    await queue.add(chunk('a'));
    await queue.add(chunk('b'));
    queue.fileDone('file-1', [chunk('a').id, chunk('b').id]);
    await queue.add(chunk('c'));
    await queue.add(chunk('d'));
    queue.fileDone('file-2', [chunk('c').id, chunk('d').id]);
    const draining = queue.drain();
    await tick();
    expect(sink.batches.map((b) => b.ids.length)).toEqual([2, 2]);
    sink.batches[1]!.finish();
    await tick();
    expect(queue.takeFinished()).toEqual([]);
    sink.batches[0]!.finish();
    await tick();
    // The third batch carries nothing but the files done after the second was cut.
    sink.batches[2]?.finish();
    await draining;
    expect(queue.takeFinished()).toEqual([
      { value: 'file-1', storedBytes: 20 },
      { value: 'file-2', storedBytes: 20 },
    ]);
  });

  it('sends a chunk shared by files once and counts it for the first file only', async () => {
    const sink = new ManualSink();
    const queue = new UploadQueue<string>(sink, { bytes: 1000, chunks: 100, inFlight: 2 });
    await queue.add(chunk('s', 30));
    queue.fileDone('first', [chunk('s').id]);
    await queue.add(chunk('s', 30));
    queue.fileDone('second', [chunk('s').id]);
    const draining = queue.drain();
    await tick();
    for (const b of sink.batches) b.finish();
    await draining;
    expect(sink.batches.flatMap((b) => b.ids)).toEqual([chunk('s').id]);
    expect(queue.takeFinished()).toEqual([
      { value: 'first', storedBytes: 30 },
      { value: 'second', storedBytes: 0 },
    ]);
  });

  it('keeps every chunk when several files fill batches at once', async () => {
    const sink = new ManualSink();
    const queue = new UploadQueue<string>(sink, { bytes: 1000, chunks: 3, inFlight: 2 });
    const finishAll = setInterval(() => {
      for (const b of sink.batches) b.finish();
    }, 1);
    try {
      await Promise.all(
        Array.from({ length: 5 }, async (_, f) => {
          const ids: string[] = [];
          for (let i = 0; i < 7; i++) {
            const c = chunk(`${f}x${i}`);
            ids.push(c.id);
            await queue.add(c);
          }
          queue.fileDone(`file-${f}`, ids);
        }),
      );
      await queue.drain();
    } finally {
      clearInterval(finishAll);
    }
    expect(sink.stored.size).toBe(35);
    const finished = queue.takeFinished();
    expect(finished.map((f) => f.value).sort()).toEqual(['file-0', 'file-1', 'file-2', 'file-3', 'file-4']);
    expect(finished.every((f) => f.storedBytes === 70)).toBe(true);
  });

  it('fails the run with the sink error', async () => {
    const sink = new ManualSink();
    const queue = new UploadQueue<string>(sink, { bytes: 1000, chunks: 1, inFlight: 2 });
    await queue.add(chunk('a'));
    sink.batches[0]!.fail(new Error('server away'));
    await expect(queue.drain()).rejects.toThrow('server away');
  });
});
