// The download read-ahead: results in the source's order whatever order the work finishes in, never
// more than the window under way, a failure thrown in its turn, and the source closed on an early stop.
import { describe, expect, it } from 'vitest';
import { inOrderAhead } from './read-ahead.ts';

async function* numbers(count: number, closed?: { value: boolean }) {
  try {
    for (let i = 0; i < count; i++) yield i;
  } finally {
    if (closed) closed.value = true;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('inOrderAhead', () => {
  it('answers in the source order when the first item finishes last', async () => {
    const first = deferred<string>();
    const started: number[] = [];
    const finished: number[] = [];
    const results = collect(
      inOrderAhead(numbers(6), 4, async (i) => {
        started.push(i);
        if (i === 0) return first.promise;
        finished.push(i);
        return `item ${i}`;
      }),
    );
    // The first item is held until the three behind it have finished: they ran meanwhile.
    await expect.poll(() => finished).toEqual([1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    first.resolve('item 0');
    expect(await results).toEqual(['item 0', 'item 1', 'item 2', 'item 3', 'item 4', 'item 5']);
  });

  it('keeps at most the window under way, starting more only as results are taken', async () => {
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 10 }, () => deferred<number>());
    const ahead = inOrderAhead(numbers(10), 3, async (i) => {
      running++;
      most = Math.max(most, running);
      const value = await gates[i]!.promise;
      running--;
      return value;
    });
    const taken: number[] = [];
    const consumer = (async () => {
      for await (const value of ahead) taken.push(value);
    })();
    for (let i = 9; i >= 0; i--) gates[i]!.resolve(i);
    await consumer;
    expect(taken).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBeLessThanOrEqual(3);
  });

  it('throws a failure in its turn, after the results before it', async () => {
    const taken: string[] = [];
    const run = async () => {
      for await (const value of inOrderAhead(numbers(5), 4, async (i) => {
        if (i === 2) throw new Error('chunk 2 is damaged');
        return `item ${i}`;
      })) {
        taken.push(value);
      }
    };
    await expect(run()).rejects.toThrow('chunk 2 is damaged');
    expect(taken).toEqual(['item 0', 'item 1']);
  });

  it('closes the source when the consumer stops early, and leaves no failure unobserved', async () => {
    const closed = { value: false };
    const ahead = inOrderAhead(numbers(100, closed), 4, async (i) => {
      if (i > 0) throw new Error(`never looked at ${i}`);
      return i;
    });
    for await (const value of ahead) {
      expect(value).toBe(0);
      break;
    }
    expect(closed.value).toBe(true);
  });

  it('refuses a window below one', async () => {
    await expect(collect(inOrderAhead(numbers(1), 0, async (i) => i))).rejects.toThrow(RangeError);
  });
});
