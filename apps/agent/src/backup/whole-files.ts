// Small files' requests to the encoder threads, several to a message (see BatchedRequests): a message
// each way cost the threads more than encoding a small file.
import { BatchedRequests, type WorkerPool } from '@warden/threads';
import type { EncodeAnswer, EncodeRequest, WholeFile } from './encode-worker.ts';

type Encoders = Pick<WorkerPool<EncodeRequest, EncodeAnswer>, 'run'>;

/** Files per message: with several messages in flight, each encoder has the next one waiting. */
const FILES_PER_MESSAGE = 4;

export class WholeFiles {
  private batched: BatchedRequests<{ file: string; size: number }, WholeFile>;

  constructor(
    encoders: Encoders,
    settings: { capacity: number; key: Uint8Array },
    perMessage = FILES_PER_MESSAGE,
  ) {
    this.batched = new BatchedRequests(async (files) => {
      const answer = await encoders.run({ kind: 'whole', files, ...settings });
      if (answer.kind !== 'whole') throw new Error('an encoder answered whole files with a part');
      return answer.files;
    }, perMessage);
  }

  /** The file read and encoded whole, or grown past the capacity; rejects with its system error. */
  encode(file: string, size: number): Promise<WholeFile> {
    return this.batched.ask({ file, size });
  }
}
