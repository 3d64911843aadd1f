// Secrets stay out of the log: signed-link tokens in addresses, cookies and credentials in headers.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedDownloadUrl } from '../attachments/signed-link.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { REDACTED, redactUrl, withLogRedaction } from './log-redaction.ts';
import { createLinkToken } from './signed-link.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(async () => t.close());

describe('the request log', () => {
  it('never holds the token of a signed download link', async () => {
    const backupToken = createLinkToken(t.app.secrets.signingKey, 'revision:1', t.admin.userId).token;
    const attachmentUrl = signedDownloadUrl(t.app.secrets.signingKey, t.admin.userId, 'attachment-token');
    const attachmentToken = new URLSearchParams(attachmentUrl.split('?')[1]).get('token')!;
    lines.length = 0;
    await t.admin.get(`/api/backup/downloads?token=${backupToken}`);
    await t.admin.get(attachmentUrl);
    const log = lines.join('');
    expect(log).toContain('/api/backup/downloads?token=');
    expect(log).toContain('/api/attachments/download?token=');
    expect(log).not.toContain(backupToken);
    expect(log).not.toContain(attachmentToken);
    expect(log).not.toContain(backupToken.split('.')[1]);
  });

  it('never holds a session cookie or an Authorization header, even when a request is logged whole', async () => {
    const cookieValue = t.admin.cookie.split('=')[1]!;
    lines.length = 0;
    t.app.log.info(
      {
        req: {
          method: 'GET',
          url: '/x?token=abc.def',
          headers: { cookie: t.admin.cookie, authorization: 'Bearer s3cret' },
        },
      },
      'probe',
    );
    t.app.log.info({ headers: { authorization: 'Bearer s3cret', cookie: t.admin.cookie } }, 'probe');
    const log = lines.join('');
    expect(log).toContain('probe');
    expect(log).not.toContain(cookieValue);
    expect(log).not.toContain('s3cret');
    expect(log).not.toContain('abc.def');
  });

  it('hides an upload token in a path parameter and leaves harmless parameters readable', async () => {
    expect(redactUrl('/api/attachments/abc123', { token: 'abc123' })).toBe(`/api/attachments/${REDACTED}`);
    expect(redactUrl('/api/devices?page=2&token=x.y&signature=z')).toBe(
      `/api/devices?page=2&token=${encodeURIComponent(REDACTED)}&signature=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactUrl('/api/devices/7', { id: '7' })).toBe('/api/devices/7');
    expect(withLogRedaction(false, 'info')).toBe(false);
  });
});
