// Runs async work one at a time per key, in arrival order: an agent's reports on one run are applied
// in the order it sent them, while different runs go on side by side.
export class KeyedQueue<K> {
  private tails = new Map<K, Promise<void>>();

  run(key: K, work: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
