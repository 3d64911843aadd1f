// Builds multipart/form-data uploads for tests, the way the console's file picker sends them.
import { randomBytes } from 'node:crypto';
import type { TestClient } from '../../testing/test-client.ts';

export interface TestFile {
  name: string;
  content: Buffer;
  contentType?: string;
}

export function multipart(purpose: string | null, files: TestFile[]) {
  const boundary = `----warden${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (purpose !== null) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(client: TestClient, files: TestFile[], purpose: string | null = 'SUPPORT_TICKET') {
  const { payload, headers } = multipart(purpose, files);
  return client.request('POST', '/api/attachments', undefined, { payload, headers });
}
