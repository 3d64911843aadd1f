// Files held whole, sent to the writer threads several to a message (see BatchedRequests): a message
// each way cost the threads more than the main thread's share of writing a small file.
import { BatchedRequests, type WorkerPool } from '@warden/threads';
import type { WholeWrite, WriteAnswer, WriteRequest, WriterAnswer } from './file-write-worker.ts';

type Writers = Pick<WorkerPool<WriteRequest, WriterAnswer>, 'run'>;

/** Files per message: a thread writes them one after another, each synced before the next. */
const FILES_PER_MESSAGE = 2;

export class WholeWrites {
  private batched: BatchedRequests<WholeWrite, WriteAnswer>;

  constructor(writers: Writers, perMessage = FILES_PER_MESSAGE) {
    this.batched = new BatchedRequests(async (files) => {
      const answer = await writers.run({ kind: 'whole', files });
      if (typeof answer !== 'object' || !('files' in answer))
        throw new Error('a writer answered whole files with one answer');
      return answer.files;
    }, perMessage);
  }

  /** The file written to its temporary name, or refused; rejects with its system error. */
  write(file: WholeWrite): Promise<WriteAnswer> {
    return this.batched.ask(file);
  }
}
