// Policy conditions (spec 001's defrag, media, system restore and Windows service forms, plus the
// checks Linux devices can run) and the actions an alert from one of them takes.
import { z } from 'zod';
import type { OsFamily } from '../devices/node-class.ts';
import { idSchema } from '../http/common.ts';
import { windowsServiceFormSchema } from '../service-lookup/service-lookup.ts';

/** Spec 001 section 3, in the spec's order. */
export const defragOptions = [
  'INCLUDE_ALL_VOLUMES',
  'INCLUDE_BOOT_VOLUME',
  'EXCLUDE_BOOT_VOLUME',
  'EXCLUDE_BOOT_AND_RECOVERY_VOLUMES',
] as const;
export type DefragOption = (typeof defragOptions)[number];

export const CONDITION_LIMITS = {
  durationMinutes: { min: 1, max: 10_080 },
  percent: { min: 1, max: 99 },
  actions: 10,
} as const;

const durationMinutes = z
  .number()
  .int()
  .min(CONDITION_LIMITS.durationMinutes.min)
  .max(CONDITION_LIMITS.durationMinutes.max);
const percent = z.number().int().min(CONDITION_LIMITS.percent.min).max(CONDITION_LIMITS.percent.max);

export const defragConditionSchema = z.strictObject({
  type: z.literal('DEFRAG'),
  option: z.enum(defragOptions).default('INCLUDE_ALL_VOLUMES'),
});
/** The spec names the media and system-restore forms but none of their fields. */
export const mediaConditionSchema = z.strictObject({ type: z.literal('MEDIA') });
export const systemRestoreConditionSchema = z.strictObject({ type: z.literal('SYSTEM_RESTORE') });
/** serviceName required (spec 001 section 5), the one rule shared with the service lookup. */
export const windowsServiceConditionSchema = windowsServiceFormSchema.extend({
  type: z.literal('WINDOWS_SERVICE'),
});
export const serviceStoppedConditionSchema = z.strictObject({
  type: z.literal('SERVICE_STOPPED'),
  serviceName: windowsServiceFormSchema.shape.serviceName,
});
export const diskFreeBelowConditionSchema = z.strictObject({
  type: z.literal('DISK_FREE_BELOW'),
  thresholdPercent: percent,
  /** A mount point or drive; null watches every local volume. */
  volume: z.string().trim().min(1).max(4096).nullable().default(null),
});
export const cpuAboveConditionSchema = z.strictObject({
  type: z.literal('CPU_ABOVE'),
  thresholdPercent: percent,
  durationMinutes,
});
export const memoryAboveConditionSchema = z.strictObject({
  type: z.literal('MEMORY_ABOVE'),
  thresholdPercent: percent,
  durationMinutes,
});
export const agentOfflineConditionSchema = z.strictObject({
  type: z.literal('AGENT_OFFLINE'),
  durationMinutes,
});

export const policyConditionSchema = z.discriminatedUnion('type', [
  defragConditionSchema,
  mediaConditionSchema,
  systemRestoreConditionSchema,
  windowsServiceConditionSchema,
  serviceStoppedConditionSchema,
  diskFreeBelowConditionSchema,
  cpuAboveConditionSchema,
  memoryAboveConditionSchema,
  agentOfflineConditionSchema,
]);
export type PolicyCondition = z.infer<typeof policyConditionSchema>;
export type PolicyConditionType = PolicyCondition['type'];
export const policyConditionTypes = policyConditionSchema.options.map(
  (o) => o.shape.type.value,
) as PolicyConditionType[];

/** Windows-only checks; elsewhere they report NOT_SUPPORTED and never count as passing. */
const windowsOnly: ReadonlySet<PolicyConditionType> = new Set([
  'DEFRAG',
  'MEDIA',
  'SYSTEM_RESTORE',
  'WINDOWS_SERVICE',
]);
export const NOT_SUPPORTED_MESSAGE = 'not supported on this OS';

export function conditionSupported(type: PolicyConditionType, os: OsFamily): boolean {
  return os === 'windows' || !windowsOnly.has(type);
}

/** What an agent reports for one condition. */
export const conditionResults = ['PASSING', 'TRIGGERED', 'NOT_SUPPORTED'] as const;
export type ConditionResult = (typeof conditionResults)[number];

export const conditionActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('RUN_SCRIPT'),
    scriptId: idSchema,
    variables: z.record(z.string().max(200), z.unknown()).default({}),
  }),
  /** Ticket-create: Form and Status required (spec 001 section 5). */
  z.strictObject({ type: z.literal('CREATE_TICKET'), ticketFormId: idSchema, statusId: idSchema }),
  z.strictObject({ type: z.literal('NOTIFY_CHANNEL'), channelId: idSchema }),
]);
export type ConditionAction = z.infer<typeof conditionActionSchema>;
