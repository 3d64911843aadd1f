// Follows a run's output the way docs/scripts.md describes: long-polls from the byte offset it has
// read up to, appends what comes in order, and stops once the server says the run ended and
// everything kept was read. The text is held in blocks of one stream, each at most BLOCK_CHARS long,
// so a new piece changes only the last block and the console re-renders a few kilobytes, not megabytes.
import { OUTPUT_MAX_WAIT_MS, type ScriptRunStatus, type scriptRunOutputSchema } from '@warden/domain';
import type { z } from 'zod';
import { ApiRequestError } from '../../../api/client.ts';

export type OutputPage = z.infer<typeof scriptRunOutputSchema>;

export const BLOCK_CHARS = 64 * 1024;

export interface OutputBlock {
  /** Stable key: the byte offset the block starts at. */
  offset: number;
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface RunOutput {
  blocks: readonly OutputBlock[];
  /** The byte offset read up to; the next call asks from here. */
  nextOffset: number;
  status: ScriptRunStatus | null;
  complete: boolean;
  droppedBytes: number;
  /** The last call failed and the follower is trying again. */
  failing: boolean;
}

export const emptyRunOutput: RunOutput = {
  blocks: [],
  nextOffset: 0,
  status: null,
  complete: false,
  droppedBytes: 0,
  failing: false,
};

/** Adds one answer to what is held; pieces before the offset already read are ignored. */
export function appendOutput(output: RunOutput, page: OutputPage): RunOutput {
  let blocks = output.blocks;
  for (const chunk of page.chunks) {
    if (chunk.offset < output.nextOffset || chunk.text === '') continue;
    const last = blocks.at(-1);
    if (last && last.stream === chunk.stream && last.text.length + chunk.text.length <= BLOCK_CHARS) {
      blocks = [...blocks.slice(0, -1), { ...last, text: last.text + chunk.text }];
    } else {
      blocks = [...blocks, { offset: chunk.offset, stream: chunk.stream, text: chunk.text }];
    }
  }
  return {
    blocks,
    nextOffset: Math.max(output.nextOffset, page.nextOffset),
    status: page.status,
    complete: page.complete,
    droppedBytes: page.droppedBytes,
    failing: false,
  };
}

export interface FollowOptions {
  /** One call of the output endpoint from a byte offset, waiting up to waitMs for news. */
  fetchPage: (offset: number, waitMs: number, signal: AbortSignal) => Promise<OutputPage>;
  onPage: (page: OutputPage) => void;
  onFailure?: (error: unknown) => void;
  signal: AbortSignal;
  from?: number;
  /** The pause before asking again after a failed call (a network hiccup, a restarting server). */
  retryDelayMs?: number;
}

/** A refusal that asking again will not change: the run is gone or out of reach. */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Resolves when the output is complete, the signal aborts, or the server refuses for good. */
export async function followRunOutput(options: FollowOptions): Promise<void> {
  const { fetchPage, onPage, onFailure, signal, retryDelayMs = 2000 } = options;
  let offset = options.from ?? 0;
  while (!signal.aborted) {
    let page: OutputPage;
    try {
      page = await fetchPage(offset, OUTPUT_MAX_WAIT_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      onFailure?.(error);
      if (isFinalRefusal(error)) return;
      await pause(retryDelayMs, signal);
      continue;
    }
    if (signal.aborted) return;
    onPage(page);
    offset = Math.max(offset, page.nextOffset);
    if (page.complete) return;
  }
}
