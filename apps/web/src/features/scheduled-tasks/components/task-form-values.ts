// The editor's values and the task they save: a saved task into the form, the form into the body
// the server takes, and where a message about a body path shows in the form.
import type { ScheduledTask, ScheduledTaskDraft, ScheduledTaskInput } from '@warden/domain';

export function taskToForm(task: ScheduledTask): ScheduledTaskDraft {
  return {
    name: task.name,
    description: task.description,
    enabled: task.enabled,
    runsOnNodeScheduledTask: task.runsOnNodeScheduledTask,
    scripts: task.scripts,
    schedule: task.schedule,
    targets: task.targets,
  };
}

export function formToBody(values: ScheduledTaskDraft): ScheduledTaskInput {
  return {
    name: values.name,
    description: values.description,
    enabled: values.enabled,
    runsOnNodeScheduledTask: values.runsOnNodeScheduledTask,
    scripts: {
      actionList: values.scripts.actionList.map((a) => ({ scriptId: a.scriptId, variables: a.variables })),
    },
    schedule: values.schedule,
    targets: values.targets.map((t) => ({ targetType: t.targetType, targetId: t.targetId })),
  };
}

/** A variable's message: 'scripts.actionList.2.variables.count' is the third script's count. */
export function variableErrorAt(path: string): { index: number; name: string } | null {
  const match = /^scripts\.actionList\.(\d+)\.variables\.(.+)$/.exec(path);
  return match ? { index: Number(match[1]), name: match[2]! } : null;
}
