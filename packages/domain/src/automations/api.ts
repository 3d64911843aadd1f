// The automation rule calls: rules by type, their order, their firings, why a rule matches a ticket, and
// applying a response template.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema, idSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import { automationTypeSchema } from './automation-types.ts';
import { conditionGroupsSchema, conditionIssues } from './condition-schema.ts';
import { firingSchema, ruleExplanationSchema } from './firing-schemas.ts';
import { automationRuleDetailSchema } from './rule-reference-names.ts';
import { automationRuleInputSchema, automationRuleSchema } from './rule-schema.ts';

export const AUTOMATIONS_PAGE_SIZE = 50;
export const AUTOMATIONS_PAGE_MAX = 500;
export const FIRINGS_PAGE_SIZE = 50;
export const RULES_PER_TYPE_MAX = 1000;

export const automationListQuerySchema = z.strictObject({
  automationType: automationTypeSchema.optional(),
  ...pageFields(AUTOMATIONS_PAGE_SIZE, AUTOMATIONS_PAGE_MAX),
});

export const automationOrderSchema = z.strictObject({
  automationType: automationTypeSchema,
  /** Every rule of the type, first to run first. */
  ids: z
    .array(idSchema)
    .min(1)
    .max(RULES_PER_TYPE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each rule may be listed once'),
});
export type AutomationOrder = z.infer<typeof automationOrderSchema>;

export const PREVIEW_TICKETS_MAX = 10;

/** Condition groups being edited, checked as the rule's own conditions are (field offers, operators). */
export const automationPreviewBodySchema = z
  .strictObject({ automationType: automationTypeSchema, conditions: conditionGroupsSchema })
  .superRefine((body, ctx) => {
    for (const issue of conditionIssues(body.conditions, body.automationType))
      ctx.addIssue({ code: 'custom', ...issue });
  });
export type AutomationPreviewBody = z.infer<typeof automationPreviewBodySchema>;

export const automationPreviewSchema = z.object({
  count: z.number(),
  /** The first matching tickets, newest first. */
  tickets: z.array(z.object({ id: z.number(), summary: z.string() })).max(PREVIEW_TICKETS_MAX),
});
export type AutomationPreview = z.infer<typeof automationPreviewSchema>;

const firingsQuery = z.strictObject({ ...pageFields(FIRINGS_PAGE_SIZE, 200) });
const ticketParams = z.strictObject({ ticketId: coercedIdSchema });
const tags = ['automations'];

export const automationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/ticketing/automations',
    summary: 'Automation rules in run order, optionally of one type',
    tags,
    query: automationListQuerySchema,
    response: pagedSchema(automationRuleSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/ticketing/automations/:id',
    summary: 'One automation rule, with the names of the organisations, locations and people it names',
    tags,
    params: idParamSchema,
    response: automationRuleDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/ticketing/automations',
    summary: 'Create an automation rule, last in its type',
    tags,
    body: automationRuleInputSchema,
    response: automationRuleSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/ticketing/automations/:id',
    summary: 'Edit an automation rule',
    tags,
    params: idParamSchema,
    body: automationRuleInputSchema,
    response: automationRuleSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/ticketing/automations/:id',
    summary: 'Delete an automation rule; its firings are kept',
    tags,
    params: idParamSchema,
    response: okSchema,
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/ticketing/automations/order',
    summary: 'Set the run order of every rule of one type',
    tags,
    body: automationOrderSchema,
    response: okSchema,
  }),
  firings: endpoint({
    method: 'GET',
    path: '/ticketing/automations/:id/firings',
    summary: "A rule's firings, newest first",
    tags,
    params: idParamSchema,
    query: firingsQuery,
    response: pagedSchema(firingSchema),
  }),
  ticketFirings: endpoint({
    method: 'GET',
    path: '/ticketing/ticket/:ticketId/firings',
    summary: 'The rules fired on a ticket, newest first',
    tags,
    params: ticketParams,
    query: firingsQuery,
    response: pagedSchema(firingSchema),
  }),
  explain: endpoint({
    method: 'GET',
    path: '/ticketing/automations/:id/explain',
    summary: "Whether a rule matches a ticket, condition by condition, with the ticket's values",
    tags,
    params: idParamSchema,
    query: z.strictObject({ ticketId: coercedIdSchema }),
    response: ruleExplanationSchema,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/ticketing/automations/preview',
    summary: "How many of the caller's tickets condition groups match now, and the first ten",
    tags,
    body: automationPreviewBodySchema,
    response: automationPreviewSchema,
  }),
  applyTemplate: endpoint({
    method: 'POST',
    path: '/ticketing/ticket/:ticketId/apply-template/:id',
    summary: 'Apply a response template to a ticket',
    tags,
    params: z.strictObject({ ticketId: coercedIdSchema, id: coercedIdSchema }),
    response: firingSchema,
  }),
};
