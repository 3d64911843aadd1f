// An error as it crosses between threads: its message and system code, and back into an Error, so a
// worker's ENOENT reads the same to the caller as one thrown in its own thread.
export interface WireError {
  message: string;
  code?: string;
}

export function toWire(err: unknown): WireError {
  const e = err as NodeJS.ErrnoException;
  return { message: e instanceof Error ? e.message : String(e), code: e.code };
}

export function fromWire({ message, code }: WireError): Error {
  return Object.assign(new Error(message), { code });
}
