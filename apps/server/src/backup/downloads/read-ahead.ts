// Runs the work of the next few items of a stream at once and answers their results in the stream's
// order, so a download keeps several chunks reading and decoding while it sends the one before them.

/**
 * Results of work(item) for each item of source, in source order, with at most `window` of them under
 * way. Nothing is started beyond the window until the consumer takes a result, which bounds the memory
 * held by a slow client. A failed item throws when its turn comes; results after it are dropped.
 */
export async function* inOrderAhead<T, R>(
  source: AsyncIterable<T>,
  window: number,
  work: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  if (!(window >= 1)) throw new RangeError(`The read-ahead window must be at least 1, not ${window}`);
  const iterator = source[Symbol.asyncIterator]();
  const pending: Promise<R>[] = [];
  let exhausted = false;
  try {
    for (;;) {
      while (!exhausted && pending.length < window) {
        const next = await iterator.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const result = work(next.value);
        // Work left behind when the consumer stops early (a client gone) fails unobserved, and safely.
        result.catch(() => {});
        pending.push(result);
      }
      const head = pending.shift();
      if (head === undefined) return;
      yield await head;
    }
  } finally {
    if (!exhausted) await iterator.return?.();
  }
}
