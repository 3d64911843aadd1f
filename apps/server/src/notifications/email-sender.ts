// Sends a delivery's e-mail through the app's mailer (which records it in the outbox). A message
// the mailer could not hand to an SMTP server, or had none to hand it to, is a failed attempt.
import type { DeliveryPayload } from '@warden/domain';
import type { Mailer } from '../mail/mailer.ts';

export const NOTIFICATION_MAIL_KIND = 'NOTIFICATION';

export async function sendEmail(mailer: Mailer, message: DeliveryPayload<'EMAIL'>): Promise<void> {
  const result = await mailer.send({
    kind: NOTIFICATION_MAIL_KIND,
    to: message.to,
    cc: message.cc,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  });
  if (result.status === 'NOT_CONFIGURED') throw new Error('No SMTP server is configured');
  if (result.status === 'FAILED') throw new Error(result.error ?? 'The SMTP server refused the message');
}
