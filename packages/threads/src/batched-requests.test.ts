// Requests gathered into messages: those of one turn go together, a few at a time, and each item
// succeeds or fails on its own.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchedRequests, eachOnItsOwn, type ItemResult } from './batched-requests.ts';

/** A sender that answers each number doubled, failing the odd ones past 100, and records its messages. */
function doubling() {
  const messages: number[][] = [];
  const send = async (items: number[]): Promise<ItemResult<number>[]> => {
    messages.push(items);
    return eachOnItsOwn(items, (n) => {
      if (n > 100 && n % 2 === 1) throw Object.assign(new Error(`odd ${n}`), { code: 'EODD' });
      return n * 2;
    });
  };
  return { messages, send };
}

describe('batched requests', () => {
  it('sends the items of one turn together, at most so many to a message, in order', async () => {
    const { messages, send } = doubling();
    const batched = new BatchedRequests(send, 4);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => batched.ask(n)));
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(messages).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
  });

  it('sends an item asked alone on the next turn, without waiting for company', async () => {
    const { messages, send } = doubling();
    const batched = new BatchedRequests(send, 4);
    expect(await batched.ask(21)).toBe(42);
    await nextTurn();
    expect(await batched.ask(22)).toBe(44);
    expect(messages).toEqual([[21], [22]]);
  });

  it('fails an item on its own, with its message and code', async () => {
    const { send } = doubling();
    const batched = new BatchedRequests(send, 8);
    const results = await Promise.allSettled([100, 101, 102].map((n) => batched.ask(n)));
    expect(results[0]).toEqual({ status: 'fulfilled', value: 200 });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { message: 'odd 101', code: 'EODD' } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 204 });
  });

  it('fails every item of a message that fails, or that answers fewer items than it was sent', async () => {
    const broken = new BatchedRequests<number, number>(async () => {
      throw new Error('the thread stopped');
    }, 4);
    const failed = await Promise.allSettled([1, 2].map((n) => broken.ask(n)));
    expect(failed.map((r) => r.status === 'rejected' && r.reason.message)).toEqual([
      'the thread stopped',
      'the thread stopped',
    ]);

    const short = new BatchedRequests<number, number>(async () => [{ ok: 1 }], 4);
    const answered = await Promise.allSettled([1, 2].map((n) => short.ask(n)));
    expect(answered[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(answered[1]).toMatchObject({ status: 'rejected' });
  });
});
