// Alerts raised by policy conditions: the agent's transition report, the alert record, its
// severity rule, and the console's list, reset and acknowledge calls.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';
import type { PolicyConditionType } from '../policies/conditions.ts';

export const alertStates = ['RAISED', 'RESET'] as const;
export type AlertState = (typeof alertStates)[number];

export const alertSeverities = ['CRITICAL', 'MAJOR', 'MODERATE', 'MINOR'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

/** Conditions carry no severity of their own; each type has one, so every alert of a kind ranks alike. */
const severityOfType: Record<PolicyConditionType, AlertSeverity> = {
  AGENT_OFFLINE: 'CRITICAL',
  SERVICE_STOPPED: 'MAJOR',
  WINDOWS_SERVICE: 'MAJOR',
  DISK_FREE_BELOW: 'MAJOR',
  CPU_ABOVE: 'MODERATE',
  MEMORY_ABOVE: 'MODERATE',
  DEFRAG: 'MINOR',
  MEDIA: 'MINOR',
  SYSTEM_RESTORE: 'MINOR',
};
export const alertSeverityOf = (type: PolicyConditionType): AlertSeverity => severityOfType[type];

export const alertSchema = z.object({
  id: z.number(),
  deviceId: z.number(),
  deviceName: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  policyId: z.number().nullable(),
  conditionKey: z.string(),
  conditionType: z.string(),
  conditionName: z.string(),
  severity: z.enum(alertSeverities),
  state: z.enum(alertStates),
  message: z.string(),
  raisedAt: z.string(),
  resetAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListQuerySchema = z.strictObject({
  state: z.enum(alertStates).optional(),
  severity: z.enum(alertSeverities).optional(),
  organizationId: coercedIdSchema.optional(),
  deviceId: coercedIdSchema.optional(),
  ...pageFields(PAGE_SIZES.devices),
});
export type AlertListQuery = z.input<typeof alertListQuerySchema>;

export const alertsApi = {
  list: endpoint({
    method: 'GET',
    path: '/alerts',
    summary:
      'Alerts within the caller’s organisations, newest first; filter by state, severity, organisation or device',
    tags: ['alerts'],
    query: alertListQuerySchema,
    response: pagedSchema(alertSchema),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/alerts/:id/reset',
    summary: 'Reset a raised alert by hand; the condition raises it again if it still holds',
    tags: ['alerts'],
    params: idParamSchema,
    response: alertSchema,
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/alerts/:id/acknowledge',
    summary: 'Record that a technician has seen the alert; it stays raised until it resets',
    tags: ['alerts'],
    params: idParamSchema,
    response: alertSchema,
  }),
};
