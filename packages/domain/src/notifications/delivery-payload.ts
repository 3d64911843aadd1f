// What a delivery carries, by kind: an e-mail message, a Slack text, or one SMS to one number.
// The rule engine builds these; the server stores them as the delivery's payload until sent.
import { z } from 'zod';

export const emailMessageSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()).default([]),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().optional(),
  replyTo: z.string().nullable().optional(),
  /** E.g. Message-ID, In-Reply-To and References, so replies thread with the ticket. */
  headers: z.record(z.string(), z.string()).optional(),
  /** Stored files sent with the message; with a cid, an inline part its HTML shows as cid:{cid}. */
  attachments: z
    .array(
      z.object({
        name: z.string(),
        path: z.string(),
        contentType: z.string(),
        size: z.number(),
        cid: z.string().optional(),
      }),
    )
    .optional(),
});
export type EmailMessage = z.input<typeof emailMessageSchema>;

/** A message for a notification channel, whatever its type; each type renders it its own way. */
export const channelMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().optional(),
});
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

/** test: a message a technician sent from the console; tried once, never retried. */
const testFlag = { test: z.boolean().optional() };

export const deliveryPayloadSchemas = {
  EMAIL: emailMessageSchema.extend(testFlag),
  SLACK: z.object({ text: z.string(), ...testFlag }),
  SMS: z.object({ to: z.string(), text: z.string(), ...testFlag }),
} as const;
export type DeliveryPayload<K extends keyof typeof deliveryPayloadSchemas> = z.infer<
  (typeof deliveryPayloadSchemas)[K]
>;

/** What a list shows for a delivery: its subject, or the start of its text. */
export function deliverySummary(payload: { subject?: string; text: string }): string {
  const line = payload.subject?.trim() || payload.text.trim().split('\n')[0] || '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
