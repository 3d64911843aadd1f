// A stand-in XMLHttpRequest for attachment uploads: records each request, reports progress and
// answers as the test says (by default a token named after the file).
import { vi } from 'vitest';

export class FakeUploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  form: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.form = body;
    uploads.requests.push(this);
    uploads.onSend(this);
  }
  abort() {
    this.onabort?.();
  }

  get file(): File {
    return this.form?.get('file') as File;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  succeed() {
    const { name, size, type } = this.file;
    this.respond(201, { files: [{ token: tokenFor(name), name, size, contentType: type }] });
  }
}

export const tokenFor = (fileName: string) => `token-${fileName.replace(/[^a-z0-9]/gi, '-')}`;

const uploads = {
  requests: [] as FakeUploadRequest[],
  onSend: (_request: FakeUploadRequest) => {},
};

/** `onSend` decides each answer; by default every upload succeeds on the next tick. */
export function mockUploads(
  onSend: (request: FakeUploadRequest) => void = (r) => setTimeout(() => r.succeed(), 0),
) {
  uploads.requests = [];
  uploads.onSend = onSend;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return uploads;
}
