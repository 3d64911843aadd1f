// Help centre calls: article search and suggestions, the tooltip flag, help branding settings,
// support requests, the academy link and demo requests.
import { z } from 'zod';
import { coercedIdSchema, emailSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { locales } from '../i18n/locales.ts';
import {
  attachmentMessages,
  SUPPORT_REQUEST_BODY_MAX,
  SUPPORT_REQUEST_SUBJECT_MAX,
  supportRequestAttachmentRules,
  supportRequestCategories,
  supportRequestPriorities,
} from './support-request-rules.ts';

const localeSchema = z.enum(Object.keys(locales) as [keyof typeof locales, ...(keyof typeof locales)[]]);

export const helpArticleSchema = z.object({
  id: z.number(),
  name: z.string(),
  snippet: z.string(),
  html_url: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpArticleDetailSchema = helpArticleSchema.extend({
  locale: z.string(),
  /** Sanitised HTML of the article body. */
  html: z.string(),
  routes: z.array(z.string()),
  updatedAt: z.string(),
});
export type HelpArticleDetail = z.infer<typeof helpArticleDetailSchema>;

export const helpSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  articlesEnabled: z.boolean(),
  submitTicketEnabled: z.boolean(),
  academyLinkEnabled: z.boolean(),
  topics: z.array(z.string().trim().min(1).max(100)).max(20),
});
export type HelpSettings = z.infer<typeof helpSettingsSchema>;

export const supportRequestInputSchema = z.strictObject({
  ticketSubject: z.string().trim().min(1, 'Required').max(SUPPORT_REQUEST_SUBJECT_MAX),
  ticketBody: z.string().trim().min(1, 'Required').max(SUPPORT_REQUEST_BODY_MAX),
  ticketPriority: z.enum(supportRequestPriorities, 'Required'),
  ticketCategory: z.enum(supportRequestCategories, 'Required'),
  ticketPhoneNumber: z.string().trim().max(40).optional().nullable(),
  ticketCallback: z.boolean().default(false),
  ticketCc: z.array(emailSchema).max(20).default([]),
  imageTokens: z
    .array(z.string().min(8).max(100))
    .max(
      supportRequestAttachmentRules.maxFiles,
      attachmentMessages.tooMany(supportRequestAttachmentRules.maxFiles),
    )
    .default([]),
});
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;

export const resultCodeSchema = z.object({
  resultCode: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
  id: z.number().optional(),
});

export const demoRequestSchema = z.strictObject({
  userName: z.string().trim().min(1, 'Required').max(200),
  userEmail: emailSchema,
});

export const helpApi = {
  searchArticles: endpoint({
    method: 'GET',
    path: '/help/articles/',
    summary: 'Search help articles, ranked by full-text relevance',
    tags: ['help'],
    query: z.strictObject({ query: z.string().max(200).default(''), locale: localeSchema.default('en-us') }),
    response: z.object({ results: z.array(helpArticleSchema) }),
  }),
  suggestedArticles: endpoint({
    method: 'GET',
    path: '/help/suggested-articles',
    summary: 'Articles tied to the route of a console path',
    tags: ['help'],
    query: z.strictObject({ path: z.string().min(1).max(500), locale: localeSchema.default('en-us') }),
    response: z.object({ results: z.array(helpArticleSchema) }),
  }),
  getArticle: endpoint({
    method: 'GET',
    path: '/help/articles/:id',
    summary: 'One help article with its sanitised HTML',
    tags: ['help'],
    params: z.strictObject({ id: coercedIdSchema }),
    query: z.strictObject({ locale: localeSchema.default('en-us') }),
    response: helpArticleDetailSchema,
  }),
  hideTooltip: endpoint({
    method: 'PATCH',
    path: '/appuser/hide-help-tooltip',
    summary: 'Hide the one-time help guide tooltip for good',
    tags: ['help'],
    response: okSchema,
  }),
  getHelpSettings: endpoint({
    method: 'GET',
    path: '/division/branding/help',
    summary: 'Help settings of the branding',
    tags: ['help'],
    response: helpSettingsSchema,
  }),
  updateHelpSettings: endpoint({
    method: 'PUT',
    path: '/division/branding/help',
    summary: 'Change the help settings of the branding',
    tags: ['help'],
    body: helpSettingsSchema,
    response: helpSettingsSchema,
  }),
  submitSupportRequest: endpoint({
    method: 'POST',
    path: '/help/tickets',
    summary: 'Send a support ticket with its uploaded attachments',
    tags: ['help'],
    body: supportRequestInputSchema,
    response: resultCodeSchema,
  }),
  academyLoginUrl: endpoint({
    method: 'GET',
    path: '/help/academy/login-url',
    summary: 'A signed sign-in link to the academy',
    tags: ['help'],
    response: z.object({ absoluteLoginUrl: z.string() }),
  }),
  requestDemo: endpoint({
    method: 'POST',
    path: '/division/promotion/:key',
    summary: 'Request a product demo',
    tags: ['help'],
    params: z.strictObject({ key: z.string().regex(/^[a-z0-9_-]{1,50}$/i) }),
    body: demoRequestSchema,
    response: okSchema,
  }),
};
