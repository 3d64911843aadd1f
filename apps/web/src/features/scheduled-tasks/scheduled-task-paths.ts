// Where the scheduled-task pages live in the route table.
export const SCHEDULED_TASKS_PATH = '/administration/tasks';
export const NEW_SCHEDULED_TASK_PATH = '/editor/scheduledTask/new';
export const scheduledTaskPath = (id: number) => `/editor/scheduledTask/${id}`;
