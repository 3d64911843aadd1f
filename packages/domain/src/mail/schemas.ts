// Outgoing mail: SMTP settings, the support and sales addresses, and the outbox that records
// every message the server sends (the demo reads it instead of a real mailbox).
import { z } from 'zod';
import { emailSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';

export const mailSettingsSchema = z.object({
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpSecure: z.boolean(),
  smtpUser: z.string(),
  /** Never returned; true when a password is stored. */
  smtpPasswordSet: z.boolean(),
  fromAddress: z.string(),
  supportAddress: z.string(),
  salesAddress: z.string(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsInputSchema = z.strictObject({
  smtpHost: z.string().trim().max(255),
  smtpPort: z.number().int().min(1).max(65535),
  smtpSecure: z.boolean(),
  smtpUser: z.string().trim().max(255),
  /** Omitted keeps the stored password; an empty string clears it. */
  smtpPassword: z.string().max(1024).optional(),
  fromAddress: emailSchema,
  supportAddress: emailSchema,
  salesAddress: emailSchema,
});
export type MailSettingsInput = z.infer<typeof mailSettingsInputSchema>;

/**
 * A stored SMTP password goes only to the host, port and user it was entered for: changing any of
 * them without entering the password again would send it to a server nobody vouched for.
 */
export function smtpPasswordMustBeReentered(
  stored: Pick<MailSettings, 'smtpHost' | 'smtpPort' | 'smtpUser' | 'smtpPasswordSet'>,
  input: Pick<MailSettingsInput, 'smtpHost' | 'smtpPort' | 'smtpUser' | 'smtpPassword'>,
): boolean {
  if (!stored.smtpPasswordSet || input.smtpPassword !== undefined) return false;
  return (
    input.smtpHost.trim().toLowerCase() !== stored.smtpHost.trim().toLowerCase() ||
    input.smtpPort !== stored.smtpPort ||
    input.smtpUser.trim() !== stored.smtpUser.trim()
  );
}

export const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, for messages that have one. */
  html: z.string().optional(),
  attachments: z.array(z.object({ name: z.string(), size: z.number(), contentType: z.string() })),
  status: z.enum(['SENT', 'FAILED', 'NOT_CONFIGURED']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const mailApi = {
  getSettings: endpoint({
    method: 'GET',
    path: '/division/mail-settings',
    summary: 'SMTP settings and the support and sales addresses',
    tags: ['mail'],
    response: mailSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/division/mail-settings',
    summary: 'Change the SMTP settings and addresses',
    tags: ['mail'],
    body: mailSettingsInputSchema,
    response: mailSettingsSchema,
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/outbox',
    summary: 'Messages the server has sent, newest first',
    tags: ['mail'],
    query: z.strictObject({
      ...pageFields(50, 100),
    }),
    response: pagedSchema(outboxMessageSchema),
  }),
};
