// Scheduled tasks (spec 001 section 3): scripts with their values, run on a schedule against groups,
// devices and organisations. The schedule is the backup plans' schedule with a repeats switch.
import { z } from 'zod';
import { scheduleSchema } from '../backup/schedule.ts';
import { idSchema, nameSchema } from '../http/common.ts';

export const SCHEDULED_TASK_LIMITS = {
  name: 200,
  description: 2000,
  actions: 20,
  targets: 500,
  pageSize: 50,
} as const;

/** Sorted DESC in the editor (spec 001 section 9), so ORGANIZATION, then GROUP, then DEVICE. */
export const scheduledTaskTargetTypes = ['DEVICE', 'GROUP', 'ORGANIZATION'] as const;
export const scheduledTaskTargetTypeSchema = z.enum(scheduledTaskTargetTypes);
export type ScheduledTaskTargetType = z.infer<typeof scheduledTaskTargetTypeSchema>;

/**
 * When and how often. repeats false runs the task once, at the schedule's first occurrence after
 * it is saved, and then turns the task off.
 */
export const scheduledTaskScheduleSchema = scheduleSchema.extend({ repeats: z.boolean().default(true) });
export type ScheduledTaskSchedule = z.infer<typeof scheduledTaskScheduleSchema>;
export type ScheduledTaskScheduleInput = z.input<typeof scheduledTaskScheduleSchema>;

export const scheduledTaskTargetInputSchema = z.strictObject({
  targetType: scheduledTaskTargetTypeSchema,
  targetId: idSchema,
});
export type ScheduledTaskTargetInput = z.infer<typeof scheduledTaskTargetInputSchema>;

export const scheduledTaskTargetSchema = z.object({
  /** Null on a task not saved yet. */
  scheduledTaskId: z.number().nullable(),
  targetType: scheduledTaskTargetTypeSchema,
  targetId: z.number(),
  /** The group's, device's or organisation's name as it is now. */
  name: z.string(),
});
export type ScheduledTaskTarget = z.infer<typeof scheduledTaskTargetSchema>;

/** One script of the task with its values by calculatedName, checked with scriptVariableValuesSchema. */
export const scheduledTaskActionInputSchema = z.strictObject({
  scriptId: idSchema,
  variables: z.record(z.string().max(200), z.unknown()).default({}),
});
export type ScheduledTaskActionInput = z.input<typeof scheduledTaskActionInputSchema>;

export const scheduledTaskActionSchema = z.object({
  scriptId: z.number(),
  /** Empty when the script has since been deleted; the task then skips it. */
  scriptName: z.string(),
  variables: z.record(z.string(), z.unknown()),
});
export type ScheduledTaskAction = z.infer<typeof scheduledTaskActionSchema>;

export const scheduledTaskSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  runsOnNodeScheduledTask: z.boolean(),
  scripts: z.object({ actionList: z.array(scheduledTaskActionSchema) }),
  schedule: scheduledTaskScheduleSchema,
  /** Sorted by target type DESC, then name. */
  targets: z.array(scheduledTaskTargetSchema),
  /** The next time it fires, or null when it is off. */
  nextOccurrenceAt: z.string().nullable(),
  lastOccurrenceAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduledTask = z.infer<typeof scheduledTaskSchema>;

export const scheduledTaskSummarySchema = scheduledTaskSchema.omit({ scripts: true, targets: true }).extend({
  scriptCount: z.number(),
  targetCount: z.number(),
  /** The spec's schedule wording, e.g. 'Daily at 09:00'. */
  scheduleText: z.string(),
});
export type ScheduledTaskSummary = z.infer<typeof scheduledTaskSummarySchema>;

export const scheduledTaskInputSchema = z
  .strictObject({
    name: nameSchema(SCHEDULED_TASK_LIMITS.name),
    description: z.string().trim().max(SCHEDULED_TASK_LIMITS.description).default(''),
    enabled: z.boolean().default(true),
    runsOnNodeScheduledTask: z.boolean().default(false),
    scripts: z.strictObject({
      actionList: z
        .array(scheduledTaskActionInputSchema)
        .min(1, 'Add at least one script')
        .max(SCHEDULED_TASK_LIMITS.actions),
    }),
    schedule: scheduledTaskScheduleSchema,
    targets: z.array(scheduledTaskTargetInputSchema).max(SCHEDULED_TASK_LIMITS.targets).default([]),
  })
  .superRefine((task, ctx) => {
    const seen = new Set<string>();
    task.targets.forEach((t, i) => {
      const key = `${t.targetType}:${t.targetId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['targets', i], message: 'Listed twice' });
      seen.add(key);
      // A task that runs as the node's own scheduled task names its devices; a group is not one.
      if (task.runsOnNodeScheduledTask && t.targetType === 'GROUP') {
        const message = 'A task that runs as a node scheduled task cannot target a group';
        ctx.addIssue({ code: 'custom', path: ['targets', i], message });
      }
    });
  });
export type ScheduledTaskInput = z.input<typeof scheduledTaskInputSchema>;
export type ScheduledTaskInputParsed = z.output<typeof scheduledTaskInputSchema>;
