// What administrators configure for the help desk: statuses, custom attributes, forms, tags, end users
// and contacts, and the ticketing settings (spec 001, section 3).
import { z } from 'zod';
import { weekDays } from '../backup/schedule.ts';
import { emailSchema, idSchema, nameSchema } from '../http/common.ts';
import { requesterKinds } from './ticket-enums.ts';

export const ticketStatusSchema = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number().nullable(),
  color: z.string(),
  position: z.number(),
  solved: z.boolean(),
  system: z.boolean(),
  active: z.boolean(),
});
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be # and 6 hex digits');
export const ticketStatusInputSchema = z.strictObject({
  name: nameSchema(60),
  parentId: idSchema.nullable().default(null),
  color: hexColor,
  solved: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type TicketStatusInput = z.input<typeof ticketStatusInputSchema>;

export const attributeTypes = [
  'MULTI_SELECT',
  'DROPDOWN',
  'CHECKBOX',
  'TEXT',
  'TEXT_MULTILINE',
  'NUMERIC',
  'DECIMAL',
  'DATE',
] as const;
export type AttributeType = (typeof attributeTypes)[number];

export const attributeContentSchema = z.strictObject({
  values: z
    // A new value may leave its id out; the server gives it one. Ids stay fixed so rules can name them.
    .array(
      z.strictObject({ id: z.string().min(1).max(40).optional(), name: z.string().trim().min(1).max(200) }),
    )
    .max(200)
    .optional(),
  /** The largest value a NUMERIC attribute takes ('Value must be less than or equal to {max}'). */
  max: z.number().optional(),
});

export const ticketAttributeSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  attributeType: z.enum(attributeTypes),
  content: z.object({
    values: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
    max: z.number().optional(),
  }),
  active: z.boolean(),
});
export type TicketAttribute = z.infer<typeof ticketAttributeSchema>;

export const ticketAttributeInputSchema = z.strictObject({
  name: nameSchema(100),
  description: z.string().trim().max(500).default(''),
  attributeType: z.enum(attributeTypes),
  content: attributeContentSchema.default({}),
  active: z.boolean().default(true),
});
export type TicketAttributeInput = z.input<typeof ticketAttributeInputSchema>;

export const ticketFormSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  isDefault: z.boolean(),
  attributes: z.array(z.object({ attributeId: z.number(), required: z.boolean() })),
});
export type TicketForm = z.infer<typeof ticketFormSchema>;

export const ticketFormInputSchema = z.strictObject({
  name: nameSchema(100),
  description: z.string().trim().max(500).default(''),
  active: z.boolean().default(true),
  attributes: z
    .array(z.strictObject({ attributeId: idSchema, required: z.boolean().default(false) }))
    .max(100)
    .default([]),
});
export type TicketFormInput = z.input<typeof ticketFormInputSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const endUserSchema = z.object({
  id: z.number(),
  uid: z.string(),
  kind: z.enum(requesterKinds),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string(),
  deleted: z.boolean(),
});
export type EndUser = z.infer<typeof endUserSchema>;

export const endUserInputSchema = z.strictObject({
  kind: z.enum(requesterKinds),
  organizationId: idSchema.nullable(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  email: emailSchema.nullable().default(null),
  phone: z.string().trim().max(40).nullable().default(null),
  jobTitle: z.string().trim().max(100).default(''),
});
export type EndUserInput = z.input<typeof endUserInputSchema>;

const recipientFlags = z.strictObject({ technician: z.boolean(), endUserOrContact: z.boolean() });
export const emailNotificationEvents = [
  'onAssigned',
  'onRemoved',
  'onCCAdded',
  'onTicketCreated',
  'onTicketUpdated',
  'onPrivateComment',
  'onPublicComment',
] as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');

export const businessHoursSchema = z.strictObject({
  twentyFourSeven: z.boolean(),
  timeZone: z.string().min(1).max(64),
  days: z.array(z.strictObject({ day: z.enum(weekDays), start: clock, end: clock })).max(7),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const ticketingSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  fromEmailDomain: z.string().trim().max(253),
  useFromEmailDomain: z.boolean(),
  timerSettings: z.strictObject({ enabled: z.boolean(), mode: z.enum(['MANUAL', 'AUTOMATIC']) }),
  attachmentSettings: z.strictObject({ canAttachFiles: z.boolean(), requireAuthToView: z.boolean() }),
  emailNotificationSettings: z.strictObject(
    Object.fromEntries(emailNotificationEvents.map((e) => [e, recipientFlags])) as Record<
      (typeof emailNotificationEvents)[number],
      typeof recipientFlags
    >,
  ),
  businessHours: businessHoursSchema,
});
export type TicketingSettings = z.infer<typeof ticketingSettingsSchema>;

const flags = (technician: boolean, endUserOrContact: boolean) => ({ technician, endUserOrContact });
export const defaultTicketingSettings: TicketingSettings = {
  enabled: true,
  fromEmailDomain: '',
  useFromEmailDomain: false,
  timerSettings: { enabled: true, mode: 'MANUAL' },
  attachmentSettings: { canAttachFiles: true, requireAuthToView: true },
  emailNotificationSettings: {
    onAssigned: flags(true, false),
    onRemoved: flags(true, false),
    onCCAdded: flags(true, true),
    onTicketCreated: flags(false, true),
    onTicketUpdated: flags(false, false),
    onPrivateComment: flags(true, false),
    onPublicComment: flags(true, true),
  },
  businessHours: {
    twentyFourSeven: false,
    timeZone: 'UTC',
    days: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
      day,
      start: '09:00',
      end: '17:00',
    })),
  },
};

export const mailHealthSchema = z.object({
  outbound: z.object({
    configured: z.boolean(),
    host: z.string().nullable(),
    lastStatus: z.enum(['SENT', 'FAILED', 'NOT_CONFIGURED']).nullable(),
    lastError: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  inbound: z.object({
    enabled: z.boolean(),
    host: z.string().nullable(),
    port: z.number().nullable(),
    listening: z.boolean(),
    lastMessageAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;
