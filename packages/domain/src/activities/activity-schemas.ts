// Activities: what happened on a device or in the administration, who did it, when, and the result.
// An action belongs to exactly one type; the type is derived here and never chosen by a caller.
import { z } from 'zod';

export const activityTypes = ['SCRIPT', 'BACKUP', 'RESTORE', 'AGENT', 'ADMINISTRATION'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Each action with its type. Order is the order the console offers them in. */
const actionTypes = {
  SCRIPT_RUN_REQUESTED: 'SCRIPT',
  SCRIPT_RUN_STARTED: 'SCRIPT',
  SCRIPT_RUN_FINISHED: 'SCRIPT',
  SCHEDULED_TASK_RUN: 'SCRIPT',
  BACKUP_STARTED: 'BACKUP',
  BACKUP_FINISHED: 'BACKUP',
  RESTORE_STARTED: 'RESTORE',
  RESTORE_FINISHED: 'RESTORE',
  AGENT_ENROLLED: 'AGENT',
  AGENT_CONNECTED: 'AGENT',
  AGENT_DISCONNECTED: 'AGENT',
  DEVICE_SETTINGS_UPDATED: 'AGENT',
  ORGANIZATION_CREATED: 'ADMINISTRATION',
  ORGANIZATION_UPDATED: 'ADMINISTRATION',
  LOCATION_CREATED: 'ADMINISTRATION',
  LOCATION_UPDATED: 'ADMINISTRATION',
  ROLE_CREATED: 'ADMINISTRATION',
  ROLE_UPDATED: 'ADMINISTRATION',
  ROLE_DELETED: 'ADMINISTRATION',
  TECHNICIAN_CREATED: 'ADMINISTRATION',
  TECHNICIAN_UPDATED: 'ADMINISTRATION',
  TECHNICIAN_DELETED: 'ADMINISTRATION',
  SETTINGS_UPDATED: 'ADMINISTRATION',
  SCRIPT_CREATED: 'ADMINISTRATION',
  SCRIPT_UPDATED: 'ADMINISTRATION',
  SCRIPT_DELETED: 'ADMINISTRATION',
} as const satisfies Record<string, ActivityType>;

export type ActivityAction = keyof typeof actionTypes;
export const activityActions = Object.keys(actionTypes) as [ActivityAction, ...ActivityAction[]];

export function activityTypeOf(action: ActivityAction): ActivityType {
  return actionTypes[action];
}

/** The types a device or organisation list shows; ADMINISTRATION is the technician-changes page's. */
export const deviceActivityTypes = activityTypes.filter((t) => t !== 'ADMINISTRATION');

/** IN_PROGRESS: started, its end is a later activity. INFO: an event without an outcome. */
export const activityResults = ['SUCCESS', 'FAILURE', 'CANCELLED', 'IN_PROGRESS', 'INFO'] as const;
export type ActivityResult = (typeof activityResults)[number];

export const activitySchema = z.object({
  id: z.number(),
  type: z.enum(activityTypes),
  action: z.enum(activityActions),
  result: z.enum(activityResults),
  /** What it was about, as named when it happened (a plan, a script, an organisation). */
  message: z.string(),
  /** The id of what it was about (a backup job, a restore job, a script run, a role), when any. */
  subjectId: z.number().nullable(),
  deviceId: z.number().nullable(),
  deviceName: z.string().nullable(),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  /** null: the system or an agent did it. */
  technicianId: z.number().nullable(),
  technicianName: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
