// A ticket as the API answers it and as a technician creates or changes it.
import { z } from 'zod';
import { tagIdSchema } from '../automations/tag-name.ts';
import { emailSchema, idSchema } from '../http/common.ts';
import { ticketPriorities, ticketSeverities, ticketSources, ticketTypes } from './ticket-enums.ts';

/** A ticket's value for one custom attribute: text, number (dates as seconds), checkbox or choices. */
export const attributeValueSchema = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.array(z.string()),
]);
export type AttributeValue = z.infer<typeof attributeValueSchema>;

export const ccListSchema = z.strictObject({
  uids: z.array(z.string().min(1).max(64)).max(50).default([]),
  emails: z.array(emailSchema).max(50).default([]),
});
export type CcList = z.infer<typeof ccListSchema>;

const named = z.object({ id: z.number(), name: z.string(), deleted: z.boolean() });

export const ticketPersonSchema = z.object({
  uid: z.string(),
  id: z.number().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['TECHNICIAN', 'END_USER', 'CONTACT']),
  deleted: z.boolean(),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketStatusRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  parentId: z.number().nullable(),
  solved: z.boolean(),
});

export const ticketSchema = z.object({
  id: z.number(),
  summary: z.string(),
  description: z.string(),
  status: ticketStatusRefSchema,
  priority: z.enum(ticketPriorities),
  severity: z.enum(ticketSeverities),
  type: z.enum(ticketTypes),
  parentTicketId: z.number().nullable(),
  parentTicket: z.object({ id: z.number(), summary: z.string() }).nullable(),
  source: z.enum(ticketSources),
  organization: named.nullable(),
  location: named.nullable(),
  device: z.object({ id: z.number(), displayName: z.string(), deleted: z.boolean() }).nullable(),
  requesterUid: z.string().nullable(),
  requester: ticketPersonSchema.nullable(),
  assignedAppUserId: z.number().nullable(),
  assignedAppUser: ticketPersonSchema.nullable(),
  ccList: z.object({ uids: z.array(z.string()), emails: z.array(z.string()) }),
  /** The people of ccList.uids that still exist, so the console can name them. */
  ccPeople: z.array(ticketPersonSchema),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  ticketForm: z.object({ id: z.number(), name: z.string(), active: z.boolean() }).nullable(),
  attributes: z.array(z.object({ attributeId: z.number(), value: attributeValueSchema })),
  createTime: z.string(),
  lastUpdated: z.string(),
  lastUpdatedBy: z.string().nullable(),
  lastUpdatedTimeByAssignee: z.string().nullable(),
  lastUpdatedTimeByRequester: z.string().nullable(),
  solvedTime: z.string().nullable(),
  /** Seconds. */
  totalTimeTracked: z.number(),
  /** Hours, to two decimals. */
  totalTimeTrackedDecimal: z.number(),
  allowResponse: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A row of the ticket list: every column choice, names resolved, and the custom attribute values boards show. */
export const ticketRowSchema = ticketSchema.omit({ parentTicket: true, ccList: true, ccPeople: true });
export type TicketRow = z.infer<typeof ticketRowSchema>;

const summary = z.string().trim().min(1, 'Required').max(200);
const ticketFields = {
  summary,
  description: z.string().max(20_000),
  statusId: idSchema,
  priority: z.enum(ticketPriorities),
  severity: z.enum(ticketSeverities),
  type: z.enum(ticketTypes),
  parentTicketId: idSchema.nullable(),
  organizationId: idSchema.nullable(),
  locationId: idSchema.nullable(),
  deviceId: idSchema.nullable(),
  requesterUid: z.string().min(1).max(64).nullable(),
  assignedAppUserId: idSchema.nullable(),
  ccList: ccListSchema,
  tagIds: z.array(tagIdSchema).max(50),
  ticketFormId: idSchema.nullable(),
  /** Custom attribute values by attribute id; null clears a value. */
  attributes: z.record(z.string().regex(/^\d+$/), attributeValueSchema.nullable()),
};

/** Only an incident has a parent, and the parent must be a problem (the server checks the latter). */
const incidentParent = (t: { type?: string; parentTicketId?: number | null }, ctx: z.RefinementCtx) => {
  if (t.parentTicketId != null && t.type !== undefined && t.type !== 'INCIDENT') {
    ctx.addIssue({
      code: 'custom',
      path: ['parentTicketId'],
      message: 'Only an incident has a parent problem',
    });
  }
};

export const ticketCreateSchema = z
  .strictObject({
    ...ticketFields,
    description: ticketFields.description.default(''),
    statusId: ticketFields.statusId.optional(),
    priority: ticketFields.priority.default('NONE'),
    severity: ticketFields.severity.default('NONE'),
    type: ticketFields.type.default('QUESTION'),
    parentTicketId: ticketFields.parentTicketId.default(null),
    organizationId: ticketFields.organizationId.default(null),
    locationId: ticketFields.locationId.default(null),
    deviceId: ticketFields.deviceId.default(null),
    requesterUid: ticketFields.requesterUid.default(null),
    assignedAppUserId: ticketFields.assignedAppUserId.default(null),
    ccList: ccListSchema.default({ uids: [], emails: [] }),
    tagIds: ticketFields.tagIds.default([]),
    ticketFormId: ticketFields.ticketFormId.optional(),
    attributes: ticketFields.attributes.default({}),
  })
  .superRefine(incidentParent);
export type TicketCreate = z.infer<typeof ticketCreateSchema>;
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

/** A change: only the fields named change. */
export const ticketPatchSchema = z.strictObject(ticketFields).partial().superRefine(incidentParent);
export type TicketPatch = z.infer<typeof ticketPatchSchema>;
