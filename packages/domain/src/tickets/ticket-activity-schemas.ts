// What happens on a ticket besides its fields: comments, the change history and time entries.
import { z } from 'zod';
import { actorKinds } from './ticket-enums.ts';

export const ticketActorSchema = z.object({
  kind: z.enum(actorKinds),
  uid: z.string().nullable(),
  name: z.string(),
});

/**
 * Spec 001: a comment's file with its upload status and metadata. An inline file is an image the
 * comment's HTML shows as `<img src="cid:{contentId}">`; the attachment grid leaves it out.
 */
export const commentAttachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadStatus: z.enum(['PROCESSING', 'READY']),
  metadata: z.object({ name: z.string(), contentId: z.string().nullable(), inline: z.boolean() }),
});
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

export const ticketCommentSchema = z.object({
  id: z.number(),
  ticketId: z.number(),
  isPublic: z.boolean(),
  body: z.string(),
  htmlBody: z.string().nullable(),
  author: ticketActorSchema,
  techniciansTagged: z.array(z.number()),
  attachments: z.array(commentAttachmentSchema),
  ruleId: z.number().nullable(),
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

/** Spec 001 "editor data": body, htmlBody, uploads (by the upload's token as resourceId), isPublic. */
export const ticketCommentInputSchema = z.strictObject({
  body: z.string().trim().min(1, 'Required').max(50_000),
  htmlBody: z.string().max(500_000).nullable().default(null),
  isPublic: z.boolean().default(true),
  uploads: z
    .array(z.strictObject({ resourceId: z.string().min(8).max(100) }))
    .max(20)
    .default([]),
});
export type TicketCommentInput = z.input<typeof ticketCommentInputSchema>;

/** Mentions are written `@user:{id}` in a comment's text. */
export const MENTION_PATTERN = /@user:(\d+)/g;
export function mentionedUserIds(text: string): number[] {
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((m) => Number(m[1])))];
}

export const ticketHistoryEntrySchema = z.object({
  id: z.number(),
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  actor: ticketActorSchema,
  ruleId: z.number().nullable(),
  createdAt: z.string(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

export const timeEntrySchema = z.object({
  id: z.number(),
  ticketId: z.number(),
  technician: z.object({ id: z.number(), name: z.string() }).nullable(),
  seconds: z.number(),
  remote: z.boolean(),
  startDate: z.string(),
  description: z.string(),
  ruleId: z.number().nullable(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timeEntryInputSchema = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600),
  remote: z.boolean().default(false),
  startDate: z.iso.datetime().optional(),
  description: z.string().trim().max(1000).default(''),
});
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;

/** totalTimeTrackedDecimal: hours to two decimals. */
export const hoursDecimal = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
