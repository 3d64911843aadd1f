// The wording of a restored file's content errors, shared by the agent's main thread and the threads
// that write small files, so a failure reads the same whichever wrote it.

export const wrongChunkLength = (id: string, got: number, expected: number) =>
  `chunk ${id} holds ${got} bytes, not ${expected}`;

export const HASH_MISMATCH = 'the restored file does not match its SHA-256';
