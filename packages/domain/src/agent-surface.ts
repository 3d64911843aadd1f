// What the device agent uses of the domain package, and nothing more: the agent's JavaScript heap is
// marked at each of its full collections, and the whole package's schemas (contracts of every console
// screen) would add 8 MB to the 13 MB live in it for the length of every backup and restore.
export * from './agent/schemas.ts';
export * from './alerts/alert-messages.ts';
export * from './backup/folder-name.ts';
export * from './backup/job-progress.ts';
export type { PlanDefinition } from './backup/plans.ts';
export type { RestoreJobStatus } from './backup/restore-status.ts';
export * from './backup/schedule.ts';
export type { CollisionHandling, CommonFolder, DeviceFolderEntry } from './backup/schemas.ts';
export * from './devices/inventory.ts';
export * from './devices/node-class.ts';
export * from './http/endpoint.ts';
export * from './policies/agent-settings.ts';
export * from './policies/conditions.ts';
export * from './policies/policy-api.ts';
export type { AgentPolicy } from './policies/policy-schemas.ts';
export type { ScriptRunOutcome } from './scripts/run-messages.ts';
export * from './scripts/run-rules.ts';
export type { ScriptLanguage, ScriptRunAs } from './scripts/script-enums.ts';
export * from './service-lookup/service-lookup.ts';
