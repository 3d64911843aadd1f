// Test helper: small valid policy items, so tests (the domain's and the server's) say only what differs.
import type { BackupPlanItem, ConditionItem, ScheduledScriptItem } from '../policy-items.ts';

type Plan = BackupPlanItem['plan'];
type Schedule = ScheduledScriptItem['schedule'];

/** A cloud file-and-folder plan backing up Documents daily at 01:00. */
export const backupPlan = (name: string, extra: Partial<Plan> = {}): Plan => ({
  name,
  type: 'FILE_FOLDER',
  destination: 'CLOUD',
  schedule: {
    scheduleType: 'DAILY',
    scheduleHour: 1,
    scheduleMinute: 0,
    interval: 1,
    weekDays: [],
    dayOfMonth: 1,
    weekOfMonth: 1,
  },
  commonFolders: ['DOCUMENTS'],
  paths: [],
  exclusions: [],
  retention: { keepRevisions: 30, keepDays: 90 },
  localPath: null,
  backupPermissions: true,
  ...extra,
});

export const planItem = (name: string, enabled = true, extra: Partial<Plan> = {}): BackupPlanItem => ({
  enabled,
  plan: backupPlan(name, extra),
});

export const diskItem = (
  thresholdPercent: number,
  enabled = true,
  extra: Partial<ConditionItem> = {},
): ConditionItem => ({
  enabled,
  name: `Disk below ${thresholdPercent}%`,
  condition: { type: 'DISK_FREE_BELOW', thresholdPercent, volume: null },
  actions: [],
  ...extra,
});

/** Runs every 4 hours; `schedule` in `extra` changes only the fields it names. */
export const scriptItem = (
  scriptId: number,
  enabled = true,
  {
    schedule,
    ...extra
  }: Partial<Omit<ScheduledScriptItem, 'schedule'>> & { schedule?: Partial<Schedule> } = {},
): ScheduledScriptItem => ({
  enabled,
  scriptId,
  variables: {},
  schedule: {
    scheduleType: 'EVERY_N_HOURS',
    scheduleHour: 0,
    scheduleMinute: 0,
    interval: 4,
    weekDays: [],
    dayOfMonth: 1,
    weekOfMonth: 1,
    ...schedule,
  },
  ...extra,
});
