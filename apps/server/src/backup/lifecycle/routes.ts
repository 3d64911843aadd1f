// The backup storage check as an API call, limited to the organisations the technician sees.
import { backupLifecycleApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { assertOrganizationVisible, visibleOrganizationIds } from '../../auth/org-scope.ts';
import { notFound } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { lifecyclePolicy as policy } from './policy.ts';
import { verifyChunks } from './verify-chunks.ts';

export async function lifecycleRoutes(app: FastifyInstance) {
  route(app, api.verify, policy.verify, async ({ auth, body }) => {
    if (body.organizationId !== undefined) {
      assertOrganizationVisible(auth, body.organizationId, 'Organization');
      const exists = await app.db.kysely
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', body.organizationId)
        .executeTakeFirst();
      if (!exists) throw notFound('Organization');
    }
    const scope = body.organizationId !== undefined ? [body.organizationId] : visibleOrganizationIds(auth);
    return verifyChunks(app.db, app.backupStorage, scope);
  });
}
