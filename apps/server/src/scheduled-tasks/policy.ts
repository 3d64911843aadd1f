// Who may see and change scheduled tasks: canRunScripts, since a task runs scripts, within the
// technician's organisations: a task belongs to every organisation its targets are in. Targets in
// a body are checked by the service, one by one, with the same loaders (task-service.ts).
import { requires, within } from '../http/access.ts';

const runScripts = requires('canRunScripts');
const onTask = { id: 'scheduledTask' } as const;

export const scheduledTasksPolicy = {
  list: runScripts,
  get: within(runScripts, onTask),
  create: runScripts,
  update: within(runScripts, onTask),
  remove: within(runScripts, onTask),
};
