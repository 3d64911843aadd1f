// The output follower: pieces appended in order into blocks of one stream, pieces already read
// ignored, each call asked from the offset read up to, and the loop ending at the run's end state
// (or on a refusal), trying again after a failed call.
import type { ScriptRunStatus } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client.ts';
import {
  appendOutput,
  BLOCK_CHARS,
  emptyRunOutput,
  followRunOutput,
  type OutputPage,
  type RunOutput,
} from './output-follower.ts';

function page(
  chunks: [offset: number, text: string, stream?: 'stdout' | 'stderr'][],
  nextOffset: number,
  status: ScriptRunStatus = 'RUNNING',
  extra: Partial<OutputPage> = {},
): OutputPage {
  return {
    chunks: chunks.map(([offset, text, stream = 'stdout']) => ({ offset, text, stream })),
    nextOffset,
    status,
    complete: false,
    droppedBytes: 0,
    ...extra,
  };
}

const textOf = (output: RunOutput) => output.blocks.map((b) => b.text).join('');

describe('appendOutput', () => {
  it('appends pieces in order, one block per run of a stream', () => {
    let output = appendOutput(
      emptyRunOutput,
      page(
        [
          [0, 'one\n'],
          [4, 'two\n'],
        ],
        8,
      ),
    );
    output = appendOutput(
      output,
      page(
        [
          [8, 'oops\n', 'stderr'],
          [13, 'three\n'],
        ],
        19,
      ),
    );
    expect(textOf(output)).toBe('one\ntwo\noops\nthree\n');
    expect(output.blocks.map((b) => [b.offset, b.stream])).toEqual([
      [0, 'stdout'],
      [8, 'stderr'],
      [13, 'stdout'],
    ]);
    expect(output.nextOffset).toBe(19);
  });

  it('ignores pieces before the offset already read', () => {
    const first = appendOutput(emptyRunOutput, page([[0, 'abc']], 3));
    const again = appendOutput(
      first,
      page(
        [
          [0, 'abc'],
          [3, 'def'],
        ],
        6,
      ),
    );
    expect(textOf(again)).toBe('abcdef');
  });

  it('keeps earlier blocks as they were and starts a new block past the block size', () => {
    const big = 'x'.repeat(BLOCK_CHARS - 1);
    const first = appendOutput(emptyRunOutput, page([[0, big]], big.length));
    const second = appendOutput(first, page([[big.length, 'yy']], big.length + 2));
    expect(second.blocks).toHaveLength(2);
    expect(second.blocks[0]).toBe(first.blocks[0]);
  });

  it('holds a megabyte of output in a few blocks', () => {
    const piece = 'line of output\n'.repeat(2184);
    let output = emptyRunOutput;
    for (let offset = 0; offset < 1024 * 1024; offset += piece.length) {
      output = appendOutput(output, page([[offset, piece]], offset + piece.length));
    }
    expect(output.blocks.length).toBeLessThanOrEqual(Math.ceil((1024 * 1024) / BLOCK_CHARS) * 2 + 1);
    expect(output.blocks.every((block) => block.text.length <= BLOCK_CHARS)).toBe(true);
    expect(textOf(output).length).toBe(output.nextOffset);
  });

  it('takes the status, the end and the dropped bytes from the answer', () => {
    const output = appendOutput(
      emptyRunOutput,
      page([], 0, 'SUCCEEDED', { complete: true, droppedBytes: 4096 }),
    );
    expect(output).toMatchObject({ status: 'SUCCEEDED', complete: true, droppedBytes: 4096 });
  });
});

describe('followRunOutput', () => {
  it('asks from the offset read up to and stops at the end state', async () => {
    const answers = [
      page([[0, 'hello ']], 6),
      page([], 6),
      page([[6, 'world\n']], 12, 'SUCCEEDED', { complete: true }),
    ];
    const fetchPage = vi.fn(async (_offset: number, _waitMs: number) => answers.shift()!);
    let output = emptyRunOutput;
    await followRunOutput({
      fetchPage,
      onPage: (p) => {
        output = appendOutput(output, p);
      },
      signal: new AbortController().signal,
    });
    expect(fetchPage.mock.calls.map(([offset, waitMs]) => [offset, waitMs])).toEqual([
      [0, 25_000],
      [6, 25_000],
      [6, 25_000],
    ]);
    expect(textOf(output)).toBe('hello world\n');
    expect(output).toMatchObject({ status: 'SUCCEEDED', complete: true });
  });

  it('tries again after a failed call, from the same offset', async () => {
    const answers: (OutputPage | Error)[] = [
      page([[0, 'a']], 1),
      new Error('network down'),
      page([[1, 'b']], 2, 'FAILED', { complete: true }),
    ];
    const fetchPage = vi.fn(async (_offset: number) => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const onFailure = vi.fn();
    await followRunOutput({
      fetchPage,
      onPage: () => {},
      onFailure,
      retryDelayMs: 0,
      signal: new AbortController().signal,
    });
    expect(onFailure).toHaveBeenCalledOnce();
    expect(fetchPage.mock.calls.map(([offset]) => offset)).toEqual([0, 1, 1]);
  });

  it('stops when the run is out of reach', async () => {
    const fetchPage = vi.fn(async () => {
      throw new ApiRequestError(404, 'NOT_FOUND', 'Script run not found');
    });
    await followRunOutput({ fetchPage, onPage: () => {}, signal: new AbortController().signal });
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('stops when aborted, without reporting the aborted call', async () => {
    const controller = new AbortController();
    const onPage = vi.fn();
    const fetchPage = vi.fn(
      (_offset: number, _waitMs: number, signal: AbortSignal) =>
        new Promise<OutputPage>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const following = followRunOutput({ fetchPage, onPage, signal: controller.signal });
    controller.abort();
    await following;
    expect(onPage).not.toHaveBeenCalled();
    expect(fetchPage).toHaveBeenCalledOnce();
  });
});
