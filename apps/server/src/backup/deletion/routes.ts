// Deleting backup data (spec 000, section 7): whole plans, or selected files and folders. Both need a
// recent password confirmation and answer 'Data deletion scheduled successfully'.
import { backupBrowseApi as api, DELETION_SCHEDULED_MESSAGE } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { requireRecentStepUp } from '../../auth/step-up.ts';
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../db/in-batches.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { hideItems, hidePlanData } from './hide-data.ts';
import { deletionPolicy as policy } from './policy.ts';

function visibleEntries(db: Db, planId: number, ids: number[]) {
  return inBatches(ids, (batch) =>
    db.kysely
      .selectFrom('backup_entries')
      .select(['id', 'path', 'type'])
      .where('plan_id', '=', planId)
      .where('hidden_at', 'is', null)
      .where('id', 'in', batch)
      .execute(),
  );
}

export async function deletionRoutes(app: FastifyInstance) {
  const { db } = app;

  // Lookups come first, so a request for something that does not exist is a 404 whatever the session.
  route(app, api.deletePlanRevisions, policy.deletePlans, async ({ auth, params, body }) => {
    const ids = [...new Set(body)];
    const plans = await db.kysely
      .selectFrom('backup_plans')
      .select('id')
      .where('device_id', '=', params.nodeId)
      .where('id', 'in', ids)
      .execute();
    if (plans.length !== ids.length) throw notFound('Backup plan');
    requireRecentStepUp(auth);
    await hidePlanData(db, ids, auth.user.id);
    return { message: DELETION_SCHEDULED_MESSAGE };
  });

  route(app, api.deleteRevisions, policy.deleteItems, async ({ auth, entity, body }) => {
    const plan = entity('plan');
    const ids = [...new Set([...body.fileIds, ...body.folderIds])];
    if (ids.length === 0) {
      throw badRequest('Choose the files or folders to delete', {
        fileIds: 'Required',
        folderIds: 'Required',
      });
    }
    const entries = await visibleEntries(db, plan.id, ids);
    if (entries.length !== ids.length) throw notFound('File or folder');
    requireRecentStepUp(auth);
    const folders = entries.filter((e) => e.type === 'FOLDER');
    const fileIds = entries.filter((e) => e.type !== 'FOLDER').map((e) => e.id);
    await hideItems(db, plan.id, { fileIds, folders }, auth.user.id);
    return { message: DELETION_SCHEDULED_MESSAGE };
  });
}
