// The editor's rules of a scheduled task (spec 001 section 4) and the record's checks.
import { describe, expect, it } from 'vitest';
import {
  blankScheduledTask,
  DEFAULT_TASK_SCHEDULE,
  NODE_TASK_SCHEDULE,
  sortTargets,
  toggleRunsOnNode,
} from './scheduled-task-rules.ts';
import { type ScheduledTaskTarget, scheduledTaskInputSchema } from './scheduled-task-schemas.ts';

const target = (
  targetType: ScheduledTaskTarget['targetType'],
  name: string,
  targetId = 1,
): ScheduledTaskTarget => ({
  scheduledTaskId: null,
  targetType,
  targetId,
  name,
});

describe('scheduled task rules', () => {
  it('resets to a blank task, enabled by default', () => {
    expect(blankScheduledTask()).toEqual({
      name: '',
      description: '',
      enabled: true,
      runsOnNodeScheduledTask: false,
      scripts: { actionList: [] },
      schedule: DEFAULT_TASK_SCHEDULE,
      targets: [],
    });
  });

  it('switches to the node default schedule and clears the targets when a group was among them', () => {
    const task = {
      ...blankScheduledTask(),
      schedule: { ...DEFAULT_TASK_SCHEDULE, scheduleHour: 17 },
      targets: [target('DEVICE', 'web-01'), target('GROUP', 'Web servers')],
    };
    const node = toggleRunsOnNode(task, true);
    expect(node.runsOnNodeScheduledTask).toBe(true);
    expect(node.schedule).toEqual(NODE_TASK_SCHEDULE);
    expect(node.targets).toEqual([]);
    expect(toggleRunsOnNode(node, false).schedule).toEqual(DEFAULT_TASK_SCHEDULE);
  });

  it('keeps the targets when no group was among them', () => {
    const task = { ...blankScheduledTask(), targets: [target('DEVICE', 'web-01')] };
    expect(toggleRunsOnNode(task, true).targets).toEqual(task.targets);
  });

  it('sorts targets by target type DESC, then name', () => {
    const sorted = sortTargets([
      target('DEVICE', 'b'),
      target('ORGANIZATION', 'Acme'),
      target('DEVICE', 'a'),
      target('GROUP', 'Web'),
    ]);
    expect(sorted.map((t) => `${t.targetType} ${t.name}`)).toEqual([
      'ORGANIZATION Acme',
      'GROUP Web',
      'DEVICE a',
      'DEVICE b',
    ]);
  });

  it('refuses a group target on a node task and a target listed twice', () => {
    const parsed = scheduledTaskInputSchema.safeParse({
      name: 'Patch',
      runsOnNodeScheduledTask: true,
      scripts: { actionList: [{ scriptId: 1 }] },
      schedule: { scheduleType: 'DAILY' },
      targets: [
        { targetType: 'GROUP', targetId: 1 },
        { targetType: 'DEVICE', targetId: 2 },
        { targetType: 'DEVICE', targetId: 2 },
      ],
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['targets.0', 'A task that runs as a node scheduled task cannot target a group'],
      ['targets.2', 'Listed twice'],
    ]);
  });
});
