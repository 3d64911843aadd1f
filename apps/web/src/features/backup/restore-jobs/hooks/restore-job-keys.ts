// Query keys of restore jobs, so a change to one job refreshes the lists that show it.
export const restoreJobKeys = {
  all: ['backup', 'restore-jobs'] as const,
  list: (nodeId: number) => ['backup', 'restore-jobs', 'list', nodeId] as const,
  job: (jobUID: string) => ['backup', 'restore-jobs', 'job', jobUID] as const,
};
