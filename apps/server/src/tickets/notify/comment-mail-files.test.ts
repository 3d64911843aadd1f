// A comment's notification mail as the SMTP server receives it: the images its HTML shows travel as
// inline parts under their own Content-ID (never the upload's token), its other files as links that
// download without a session; while the settings require one, nothing is embedded or linked.
import { defaultTicketingSettings } from '@warden/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngFile, textFile } from '../../attachments/testing/sample-files.ts';
import { upload } from '../../attachments/testing/upload.ts';
import { type MimePart, mailText, parseMime } from '../../mail/testing/mime-message.ts';
import { pointMailAt } from '../../mail/testing/point-mail-at.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { updateTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import { type HelpdeskFixture, helpdeskFixture } from '../testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
let f: HelpdeskFixture;
let sink: SmtpSink;
const requester = 'erin@example.test';

beforeAll(async () => {
  await t.app.background.stop();
  f = await helpdeskFixture(t);
  sink = await startSmtpSink();
  await pointMailAt(t.admin, sink.port);
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

async function settle(requireAuthToView: boolean) {
  const on = { technician: false, endUserOrContact: true };
  await updateTicketingSettings(t.app.db, {
    ...defaultTicketingSettings,
    enabled: true,
    attachmentSettings: { canAttachFiles: true, requireAuthToView },
    emailNotificationSettings: { ...defaultTicketingSettings.emailNotificationSettings, onPublicComment: on },
  });
}
beforeEach(() => {
  sink.messages.length = 0;
});

const leaves = (part: MimePart): MimePart[] => (part.parts.length ? part.parts.flatMap(leaves) : [part]);
const htmlOf = (mime: MimePart) =>
  leaves(mime)
    .find((p) => (p.headers.get('content-type') ?? '').startsWith('text/html'))
    ?.body.toString('utf8') ?? '';

/** Comments with an inline image and a text file, and answers the mail the requester got. */
async function commentAndSend(marker: string) {
  const ticketId = (
    await t.admin.post('/api/ticketing/tickets', {
      summary: 'Mail files',
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    })
  ).json().id;
  const image = pngFile(71);
  const files = (
    await upload(
      t.admin,
      [
        { name: 'shot.png', content: image },
        { name: 'notes.txt', content: textFile('Restore log') },
      ],
      'TICKET_COMMENT',
    )
  ).json().files as { token: string }[];
  const [shot, notes] = files as [{ token: string }, { token: string }];
  const res = await t.admin.post(`/api/ticketing/tickets/${ticketId}/comments`, {
    body: marker,
    htmlBody: `<p>${marker} <img src="cid:${shot.token}" width="200" height="100" alt="shot.png"></p>`,
    uploads: [{ resourceId: shot.token }, { resourceId: notes.token }],
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.deliveries.kick();
  const sent = sink.messages.find(
    (m) => m.recipients.includes(requester) && mailText(parseMime(m.raw)).includes(marker),
  );
  expect(sent, 'the notification reached the SMTP server').toBeDefined();
  return { mime: parseMime(sent?.raw ?? ''), image, shot, notes };
}

describe("a comment's notification mail", () => {
  it('carries its inline image as an inline part and links its other files', async () => {
    await settle(false);
    const { mime, image, shot } = await commentAndSend('Inline and linked');
    const part = leaves(mime).find((p) => p.headers.has('content-id'));
    expect(part?.body.equals(image)).toBe(true);
    expect(part?.headers.get('content-disposition') ?? '').toMatch(/^inline/);
    const cid = /^<(.+)>$/.exec(part?.headers.get('content-id') ?? '')?.[1] ?? '';
    const html = htmlOf(mime);
    expect(html).toContain(`src="cid:${cid}"`);
    expect(mime.headers.get('content-type')).not.toContain(shot.token);
    expect(`${html}${mailText(mime)}`).not.toContain(shot.token);

    const text = mailText(mime);
    const link = /notes\.txt: (\S+)/.exec(text)?.[1] ?? '';
    expect(link).toContain('/api/attachments/mail-download?link=');
    expect(html).toContain('notes.txt</a>');
    const download = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Restore log');
  });

  it('embeds and links nothing while the settings require a session to view files', async () => {
    await settle(true);
    const { mime } = await commentAndSend('Sign in first');
    expect(leaves(mime).some((p) => p.headers.has('content-id'))).toBe(false);
    expect(htmlOf(mime)).not.toContain('<img');
    const text = mailText(mime);
    expect(text).toMatch(/Attachments:\r?\n- shot\.png\r?\n- notes\.txt/);
    expect(text).not.toContain('mail-download');
  });
});
