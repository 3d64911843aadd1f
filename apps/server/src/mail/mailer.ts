// Sends mail through the configured SMTP server with nodemailer and records every message in the
// outbox. Without an SMTP host the message is only recorded (NOT_CONFIGURED); callers decide whether
// that counts as delivered (the demo) or not (support tickets on a real installation).
import type { OutboxMessage } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { mailDefaultsFromEnv } from './mail-env.ts';
import {
  type EffectiveMailSettings,
  getMailSettings,
  type MailSettingsDeps,
} from './mail-settings-service.ts';
import { recordOutbox } from './outbox-service.ts';

export interface OutgoingAttachment {
  name: string;
  /** The file on disk; sent as it is, byte for byte. */
  path: string;
  contentType: string;
  size: number;
  /** Makes the file an inline part that the HTML shows as `cid:{cid}`. */
  cid?: string;
}

export interface OutgoingMail {
  /** What the message is for, e.g. SUPPORT_TICKET or DEMO_REQUEST; shown in the outbox. */
  kind: string;
  to: string[];
  cc?: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The HTML alternative to text, sent as the message's HTML part. */
  html?: string | null;
  /** Extra headers, e.g. Message-ID and In-Reply-To that keep a ticket's messages in one thread. */
  headers?: Record<string, string>;
  attachments?: OutgoingAttachment[];
}

export interface MailResult {
  status: OutboxMessage['status'];
  error: string | null;
  outboxId: number;
}

const TIMEOUT_MS = 15_000;

export class Mailer {
  constructor(private readonly deps: MailSettingsDeps) {}

  settings(): Promise<EffectiveMailSettings> {
    return getMailSettings(this.deps);
  }

  /** Sends and records the message; never throws for a delivery failure, the result says so. */
  async send(mail: OutgoingMail): Promise<MailResult> {
    const settings = await this.settings();
    let status: MailResult['status'] = 'NOT_CONFIGURED';
    let error: string | null = null;
    if (settings.smtpHost) {
      try {
        await deliver(settings, mail);
        status = 'SENT';
      } catch (err) {
        status = 'FAILED';
        error = err instanceof Error ? err.message : String(err);
      }
    }
    const outboxId = await recordOutbox(this.deps.db, {
      kind: mail.kind,
      to: mail.to,
      cc: mail.cc ?? [],
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({
        name: a.name,
        size: a.size,
        contentType: a.contentType,
      })),
      status,
      error,
    });
    return { status, error, outboxId };
  }
}

async function deliver(settings: EffectiveMailSettings, mail: OutgoingMail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpSecure,
    ...(settings.smtpUser ? { auth: { user: settings.smtpUser, pass: settings.smtpPassword } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: settings.fromAddress,
      to: mail.to,
      ...(mail.cc?.length ? { cc: mail.cc } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.name,
        path: a.path,
        contentType: a.contentType,
        ...(a.cid ? { cid: a.cid } : {}),
      })),
    });
  } finally {
    transport.close();
  }
}

export function mailDeps(app: FastifyInstance): MailSettingsDeps {
  return { db: app.db, defaults: mailDefaultsFromEnv(), masterKey: app.secrets.masterKey };
}

export function mailerFor(app: FastifyInstance): Mailer {
  return new Mailer(mailDeps(app));
}
