// Query keys of the backup console's data. Everything of one device sits under ['backup', nodeId], so
// a deletion or a plan change refreshes every list that shows that device's backups at once.
export const backupKeys = {
  device: (nodeId: number) => ['backup', nodeId] as const,
  plans: (nodeId: number) => ['backup', nodeId, 'plans'] as const,
  volumes: (nodeId: number, planId: number) => ['backup', nodeId, 'volumes', planId] as const,
  /** A paged listing; `parts` name the listing and its arguments, the page number is appended. */
  listing: (nodeId: number, ...parts: readonly unknown[]) => ['backup', nodeId, 'listing', ...parts] as const,
  mount: (nodeId: number, planId: number, revisionId: number) =>
    ['backup', nodeId, 'mount', planId, revisionId] as const,
  planDefinitions: (nodeId: number) => ['backup', nodeId, 'plan-definitions'] as const,
  /** The dialogs' pickers and checks: a deletion changes which revisions and jobs are left. */
  revisionPicker: (nodeId: number, planId: number, fileId: number) =>
    ['backup', nodeId, 'revision-picker', planId, fileId] as const,
  jobPicker: (nodeId: number, planId: number) => ['backup', nodeId, 'job-picker', planId] as const,
  restoreAvailability: (nodeId: number, planId: number) =>
    ['backup', nodeId, 'restore-availability', planId] as const,
};
