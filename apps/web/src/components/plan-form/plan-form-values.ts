// The plan form's starting values (a new plan, or an existing one) and the body it sends.
import type { PlanInput, planInputSchema } from '@warden/domain';
import type { z } from 'zod';

export type PlanFormValues = z.input<typeof planInputSchema>;

export function planFormDefaults(plan?: PlanInput): PlanFormValues {
  if (plan) {
    return {
      name: plan.name,
      type: plan.type,
      destination: plan.destination,
      schedule: { ...plan.schedule, weekDays: [...plan.schedule.weekDays] },
      commonFolders: [...plan.commonFolders],
      paths: [...plan.paths],
      exclusions: [...plan.exclusions],
      retention: { ...plan.retention },
      localPath: plan.localPath ?? '',
      backupPermissions: plan.backupPermissions,
    };
  }
  return {
    name: '',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: {
      scheduleType: 'DAILY',
      scheduleHour: 1,
      scheduleMinute: 0,
      interval: 4,
      weekDays: [],
      dayOfMonth: 1,
      weekOfMonth: 1,
    },
    commonFolders: ['DOCUMENTS', 'DESKTOP'],
    paths: [],
    exclusions: [],
    retention: { keepRevisions: 30, keepDays: 90 },
    localPath: '',
    backupPermissions: true,
  };
}

/** What is sent: no local path for cloud-only plans, no common folders for image plans. */
export function planBody(values: PlanInput): PlanInput {
  return {
    ...values,
    localPath: values.destination === 'CLOUD' ? null : values.localPath,
    commonFolders: values.type === 'FILE_FOLDER' ? values.commonFolders : [],
  };
}
