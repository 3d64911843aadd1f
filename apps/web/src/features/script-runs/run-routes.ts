// The console addresses of script runs: a run's live view under its device, and the pending queues.
export const RUN_VIEW_PATTERN = '/deviceDashboard/:id/scripts/:runId';

export const runPath = (run: { id: number; deviceId: number }) =>
  `/deviceDashboard/${run.deviceId}/scripts/${run.id}`;

export const systemPendingPath = '/systemDashboard/pendingScripts';
export const customerPendingPath = (organizationId: number) =>
  `/customerDashboard/${organizationId}/pendingScripts`;
