// Small files' requests to the encoder threads, gathered: those made within one turn of the event loop
// go in one message, a few at a time. On a virtual machine a message each way costs the two threads
// 40 to 80 µs of CPU (waking the other thread), more than encoding a small file.
import type { WorkerPool } from '@warden/threads';
import type { EncodeAnswer, EncodeRequest, WholeFile } from './encode-worker.ts';

type Encoders = Pick<WorkerPool<EncodeRequest, EncodeAnswer>, 'run'>;

/** Files per message: with several messages in flight, each encoder has the next one waiting. */
const FILES_PER_MESSAGE = 4;

interface Asked {
  file: string;
  size: number;
  resolve: (result: Exclude<WholeFile, { failed: unknown }>) => void;
  reject: (error: Error) => void;
}

export class WholeFiles {
  private gathered: Asked[] = [];
  private flushScheduled = false;

  constructor(
    private encoders: Encoders,
    private settings: { capacity: number; key: Uint8Array },
    private perMessage = FILES_PER_MESSAGE,
  ) {}

  /** The file read and encoded whole, or grown past the capacity; rejects with its system error. */
  encode(file: string, size: number): Promise<Exclude<WholeFile, { failed: unknown }>> {
    return new Promise((resolve, reject) => {
      this.gathered.push({ file, size, resolve, reject });
      if (this.gathered.length >= this.perMessage) this.flush();
      else if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    const asked = this.gathered;
    if (asked.length === 0) return;
    this.gathered = [];
    const files = asked.map(({ file, size }) => ({ file, size }));
    this.encoders.run({ kind: 'whole', files, ...this.settings }).then(
      (answer) => settle(asked, answer),
      (error: Error) => {
        for (const { reject } of asked) reject(error);
      },
    );
  }
}

function settle(asked: Asked[], answer: EncodeAnswer): void {
  if (answer.kind !== 'whole') {
    const error = new Error('an encoder answered whole files with a part');
    for (const { reject } of asked) reject(error);
    return;
  }
  for (const [i, result] of answer.files.entries()) {
    if ('failed' in result) {
      const { message, code } = result.failed;
      asked[i]!.reject(Object.assign(new Error(message), { code }));
    } else asked[i]!.resolve(result);
  }
}
