// Scheduled tasks: their record, the editor's rules, when they fire, and their contracts.
export * from './occurrences.ts';
export * from './scheduled-task-rules.ts';
export * from './scheduled-task-schemas.ts';
export * from './scheduled-tasks-api.ts';
