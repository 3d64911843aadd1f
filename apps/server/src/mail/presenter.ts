// Mail settings and outbox rows in the API's shapes; the SMTP password is reduced to "is one set".
import type { MailSettings, OutboxMessage } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { OutboxTable } from '../db/schema.ts';
import type { EffectiveMailSettings } from './mail-settings-service.ts';

export function presentMailSettings(s: EffectiveMailSettings): MailSettings {
  return {
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpSecure: s.smtpSecure,
    smtpUser: s.smtpUser,
    smtpPasswordSet: s.smtpPassword !== '',
    fromAddress: s.fromAddress,
    supportAddress: s.supportAddress,
    salesAddress: s.salesAddress,
  };
}

export function presentOutboxMessage(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: JSON.parse(row.to_addresses),
    cc: JSON.parse(row.cc_addresses),
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    attachments: JSON.parse(row.attachments),
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
  };
}
