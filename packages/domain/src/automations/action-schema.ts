// What a rule does (spec 001, sections 3, 5 and 9): send an e-mail, add a comment, notify channels,
// change ticket values or log time. One action type per entry, told apart by `type`.
import { z } from 'zod';
import { emailSchema, idSchema } from '../http/common.ts';
import { channelTypes } from '../notifications/channel-schemas.ts';
import { ticketPriorities, ticketSeverities } from '../tickets/ticket-enums.ts';
import { attributeValueSchema } from '../tickets/ticket-schemas.ts';
import { CURRENT_USER, uidSchema } from './condition-values.ts';
import { lessOrEqualMessage, RULE_MESSAGES } from './rule-messages.ts';
import { tagIdSchema } from './tag-name.ts';

export const actionTypes = [
  'SEND_EMAIL',
  'ADD_TICKET_COMMENT',
  'SEND_NOTIFICATION',
  'TICKET_CHANGE_VALUE',
  'TICKET_LOG_ENTRY_TIME_TRACKER',
] as const;
export type ActionType = (typeof actionTypes)[number];

/** Special recipients; CURRENT_USER is whoever the rule runs for (not offered in time-based rules). */
export const emailRecipientKeys = ['REQUESTER', 'REQUESTER_CC', 'ASSIGNEE', CURRENT_USER] as const;
export type EmailRecipientKey = (typeof emailRecipientKeys)[number];
export const defaultEmailRecipientKeys = ['REQUESTER', 'REQUESTER_CC', 'ASSIGNEE'] as const;

export const timeTrackerUnits = ['MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeTrackerUnit = (typeof timeTrackerUnits)[number];

export const ticketChangeFields = [
  'ticket',
  'attributes',
  'add_cc_list',
  'set_cc_list',
  'add_tags',
  'remove_tags',
  'set_tags',
] as const;
export type TicketChangeField = (typeof ticketChangeFields)[number];

export const EMAIL_SUBJECT_MAX = 100;
export const SUBJECT_VALUE_MAX = 200;
export const RULE_BODY_MAX = 50_000;
export const RECIPIENTS_MAX = 50;
export const TAGS_MAX = 50;

const required = (max: number) => z.string().trim().min(1, RULE_MESSAGES.required).max(max);

const recipientsSchema = z
  .strictObject({
    keys: z.array(z.enum(emailRecipientKeys)).max(emailRecipientKeys.length).default([]),
    emails: z.array(emailSchema).max(RECIPIENTS_MAX).default([]),
    uids: z.array(uidSchema).max(RECIPIENTS_MAX).default([]),
  })
  .refine((to) => to.keys.length + to.emails.length + to.uids.length > 0, RULE_MESSAGES.toEmpty);

export const sendEmailActionSchema = z.strictObject({
  type: z.literal('SEND_EMAIL'),
  to: recipientsSchema,
  subject: required(EMAIL_SUBJECT_MAX),
  /** Blank text is stored as null. */
  body: z
    .string()
    .max(RULE_BODY_MAX)
    .nullable()
    .default(null)
    .transform((body) => (body?.trim() ? body : null)),
  allowResponse: z.boolean().default(false),
});

export const addCommentActionSchema = z.strictObject({
  type: z.literal('ADD_TICKET_COMMENT'),
  body: required(RULE_BODY_MAX),
  public: z.boolean().default(true),
});

export const sendNotificationActionSchema = z.strictObject({
  type: z.literal('SEND_NOTIFICATION'),
  channels: z
    .array(
      z.strictObject({
        order: z.number().int().min(0).max(1000),
        channelId: idSchema,
        channelType: z.enum(channelTypes),
      }),
    )
    .min(1, RULE_MESSAGES.required)
    .max(RECIPIENTS_MAX),
});

/** The updatable ticket properties; a user may be 'CURRENT_USER' (not in time-based rules). */
export const ticketPropertiesSchema = z
  .strictObject({
    organization: idSchema.optional(),
    /** A technician's user id; null unassigns. */
    assignedAppUserId: z
      .union([idSchema, z.literal(CURRENT_USER)])
      .nullable()
      .optional(),
    requesterUid: uidSchema.optional(),
    status: idSchema.optional(),
    severity: z.enum(ticketSeverities).optional(),
    priority: z.enum(ticketPriorities).optional(),
    summary: required(SUBJECT_VALUE_MAX).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), RULE_MESSAGES.required);

const ccValue = z.strictObject({
  uids: z.array(uidSchema).max(RECIPIENTS_MAX).default([]),
  emails: z.array(emailSchema).max(RECIPIENTS_MAX).default([]),
});

export const ticketChangeSchema = z.discriminatedUnion('field', [
  z.strictObject({ field: z.literal('ticket'), properties: ticketPropertiesSchema }),
  z.strictObject({
    field: z.literal('attributes'),
    /** Values by attribute id; null clears one. */
    value: z
      .record(
        z.string().regex(/^[1-9]\d{0,9}$/, 'Attribute ids are numbers'),
        attributeValueSchema.nullable(),
      )
      .refine((v) => Object.keys(v).length > 0, RULE_MESSAGES.required),
  }),
  z.strictObject({ field: z.literal('add_cc_list'), value: ccValue }),
  z.strictObject({ field: z.literal('set_cc_list'), value: ccValue }),
  z.strictObject({
    field: z.enum(['add_tags', 'remove_tags']),
    value: z.array(tagIdSchema).min(1).max(TAGS_MAX),
  }),
  z.strictObject({ field: z.literal('set_tags'), value: z.array(tagIdSchema).max(TAGS_MAX) }),
]);
export type TicketChange = z.infer<typeof ticketChangeSchema>;

export const changeValueActionSchema = z.strictObject({
  type: z.literal('TICKET_CHANGE_VALUE'),
  changes: z
    .array(ticketChangeSchema)
    .min(1, RULE_MESSAGES.required)
    .max(ticketChangeFields.length * 4),
});

export const timeUnitSeconds: Record<TimeTrackerUnit, number> = { MINUTES: 60, HOURS: 3600, DAYS: 86_400 };
/** One logged entry covers at most a week, as a technician's own time entry does. */
export const MAX_LOGGED_SECONDS = 7 * 86_400;

export const logTimeActionSchema = z
  .strictObject({
    type: z.literal('TICKET_LOG_ENTRY_TIME_TRACKER'),
    unit: z.enum(timeTrackerUnits),
    value: z
      .number(RULE_MESSAGES.positiveInteger)
      .int(RULE_MESSAGES.positiveInteger)
      .min(0, RULE_MESSAGES.positiveInteger),
  })
  .superRefine((action, ctx) => {
    const max = MAX_LOGGED_SECONDS / timeUnitSeconds[action.unit];
    if (action.value > max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: lessOrEqualMessage(max) });
  });

export const ruleActionSchema = z.discriminatedUnion('type', [
  sendEmailActionSchema,
  addCommentActionSchema,
  sendNotificationActionSchema,
  changeValueActionSchema,
  logTimeActionSchema,
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;
export type RuleActionInput = z.input<typeof ruleActionSchema>;
