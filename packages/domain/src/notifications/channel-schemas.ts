// Notification channels (EMAIL, SMS, SLACK) as administrators configure them. Secrets (the SMS auth
// token, the Slack webhook URL, which carries its own credential) are write-only: never answered,
// kept when omitted on update.
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { emailSchema, idSchema, nameSchema } from '../http/common.ts';

export const channelTypes = ['EMAIL', 'SMS', 'SLACK'] as const;
export type ChannelType = (typeof channelTypes)[number];

export const MAX_CHANNEL_EMAILS = 20;
export const MAX_CHANNEL_PHONES = 20;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An https URL; plain http only to the machine itself, where nothing crosses a network (local relays,
 * and tests with loopback listeners).
 */
export function isAllowedOutboundUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export const outboundUrlSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000)
  .refine(isAllowedOutboundUrl, 'Must be an https:// URL');

/** An E.164 phone number: + and country code, digits only. */
export const e164PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Must be a phone number in international format, e.g. +14155550100')
  .refine((v) => isValidPhoneNumber(v), 'Not a valid phone number');

const emailConfigSchema = z.strictObject({
  emails: z
    .array(emailSchema)
    .min(1, 'Add at least one e-mail address')
    .max(MAX_CHANNEL_EMAILS, `At most ${MAX_CHANNEL_EMAILS} e-mail addresses`),
});

const slackConfigSchema = z.strictObject({ webhookUrl: outboundUrlSchema });

const smsConfigSchema = z.strictObject({
  endpointUrl: outboundUrlSchema,
  accountSid: z.string().trim().min(1, 'Required').max(100),
  authToken: z.string().trim().min(1, 'Required').max(500),
  from: e164PhoneSchema,
  to: z
    .array(e164PhoneSchema)
    .min(1, 'Add at least one phone number')
    .max(MAX_CHANNEL_PHONES, `At most ${MAX_CHANNEL_PHONES} phone numbers`),
});

const common = { name: nameSchema(100), enabled: z.boolean().default(true) };

export const channelCreateSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('EMAIL'), ...common, config: emailConfigSchema }),
  z.strictObject({ type: z.literal('SLACK'), ...common, config: slackConfigSchema }),
  z.strictObject({ type: z.literal('SMS'), ...common, config: smsConfigSchema }),
]);
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** As on create, with the secret fields optional: omitted keeps the stored one (same type only). */
export const channelUpdateSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('EMAIL'), ...common, config: emailConfigSchema }),
  z.strictObject({
    type: z.literal('SLACK'),
    ...common,
    config: z.strictObject({ webhookUrl: outboundUrlSchema.optional() }),
  }),
  z.strictObject({
    type: z.literal('SMS'),
    ...common,
    config: smsConfigSchema.extend({ authToken: smsConfigSchema.shape.authToken.optional() }),
  }),
]);
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;
/** What a channel form holds before validation (enabled may be left out). */
export type ChannelUpdateInput = z.input<typeof channelUpdateSchema>;

/** The secret field of each type, the one the server seals and never answers. */
export const channelSecretFields = { EMAIL: null, SLACK: 'webhookUrl', SMS: 'authToken' } as const;

const channelViewBase = {
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A channel as answered: the secret reduced to "one is stored" (and, for Slack, the webhook's host). */
export const notificationChannelSchema = z.discriminatedUnion('type', [
  z.object({
    ...channelViewBase,
    type: z.literal('EMAIL'),
    config: z.object({ emails: z.array(z.string()) }),
  }),
  z.object({
    ...channelViewBase,
    type: z.literal('SLACK'),
    config: z.object({ webhookHost: z.string(), webhookUrlSet: z.boolean() }),
  }),
  z.object({
    ...channelViewBase,
    type: z.literal('SMS'),
    config: z.object({
      endpointUrl: z.string(),
      accountSid: z.string(),
      from: z.string(),
      to: z.array(z.string()),
      authTokenSet: z.boolean(),
    }),
  }),
]);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** The spec's brief list entry (GET /channel/list/brief). */
export const channelBriefSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.enum(channelTypes),
});
export type ChannelBrief = z.infer<typeof channelBriefSchema>;
