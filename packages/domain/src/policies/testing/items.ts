// Test helper: small valid policy items, so tests say only what differs.
import type { BackupPlanItem, ConditionItem, ScheduledScriptItem } from '../policy-items.ts';

export const planItem = (name: string, enabled = true): BackupPlanItem => ({
  enabled,
  plan: {
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
  },
});

export const diskItem = (thresholdPercent: number, enabled = true): ConditionItem => ({
  enabled,
  name: `Disk below ${thresholdPercent}%`,
  condition: { type: 'DISK_FREE_BELOW', thresholdPercent, volume: null },
  actions: [],
});

export const scriptItem = (scriptId: number, enabled = true): ScheduledScriptItem => ({
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
  },
});
