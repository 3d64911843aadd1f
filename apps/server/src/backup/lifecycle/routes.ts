// The backup storage check as an API call, limited to the organisations the technician sees.
import { backupLifecycleApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { visibleOrganizationIds } from '../../auth/org-scope.ts';
import { route } from '../../http/route.ts';
import { lifecyclePolicy as policy } from './policy.ts';
import { verifyChunks } from './verify-chunks.ts';

export async function lifecycleRoutes(app: FastifyInstance) {
  route(app, api.verify, policy.verify, async ({ auth, scoped }) => {
    const scope = scoped.organization ? [scoped.organization.id] : visibleOrganizationIds(auth);
    return verifyChunks(app.db, app.backupStorage, scope);
  });
}
