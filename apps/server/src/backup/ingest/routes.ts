// The agent's backup calls: its configuration, chunk transfer and backup jobs.
import { agentApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { syncDevicePolicyBackupPlans } from '../../policies/policy-backup-plans.ts';
import { listPlanDefinitions } from '../plans/plan-service.ts';
import { chunkRoutes } from './chunk-routes.ts';
import { commitBackupJob } from './commit-job.ts';
import { failBackupJob, recordBackupProgress, startBackupJob } from './job-service.ts';
import { ingestPolicy as policy } from './policy.ts';
import { stageEntries } from './stage-entries.ts';

export async function ingestRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, agentApi.config, policy.config, async ({ request }) => {
    const device = request.device!;
    await syncDevicePolicyBackupPlans(db, device.id);
    return {
      nodeId: device.id,
      organizationId: device.organizationId,
      dataKey: (await app.backupStorage.dataKey(device.organizationId)).toString('base64'),
      plans: await listPlanDefinitions(db, device.id),
    };
  });
  route(app, agentApi.startBackupJob, policy.startJob, async ({ request, body }) =>
    startBackupJob(db, request.device!, body.planId, body.roots),
  );
  route(app, agentApi.addEntries, policy.jobs, async ({ request, params, body }) =>
    stageEntries(db, request.device!, params.jobId, body.entries),
  );
  route(app, agentApi.commitBackupJob, policy.jobs, async ({ request, params, body }) =>
    commitBackupJob(db, request.device!, params.jobId, body),
  );
  route(app, agentApi.backupProgress, policy.jobs, async ({ params, body }) =>
    recordBackupProgress(db, params.jobId, body),
  );
  route(app, agentApi.failBackupJob, policy.jobs, async ({ request, params, body }) =>
    failBackupJob(db, request.device!, params.jobId, body.error),
  );
  await app.register(chunkRoutes);
}
