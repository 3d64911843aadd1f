// A device's saved plan definition for the plan editor's tests; each test changes what it needs.
import type { PlanDefinition } from '@warden/domain';

export function planDefinition(overrides: Partial<PlanDefinition> = {}): PlanDefinition {
  return {
    id: 11,
    uid: 'plan-11',
    nodeId: 7,
    name: 'Workstation documents',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: {
      scheduleType: 'DAILY',
      scheduleHour: 1,
      scheduleMinute: 30,
      interval: 1,
      weekDays: [],
      dayOfMonth: 1,
      weekOfMonth: 1,
    },
    commonFolders: ['DOCUMENTS'],
    paths: [],
    exclusions: ['*.tmp'],
    retention: { keepRevisions: 30, keepDays: 90 },
    localPath: null,
    backupPermissions: true,
    deleted: false,
    lastSuccess: null,
    nextRun: '2025-03-02T01:30:00.000Z',
    policy: null,
    ...overrides,
  };
}
