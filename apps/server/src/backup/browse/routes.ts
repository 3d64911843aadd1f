// Backup browser routes (spec 000, section 7).
import { backupBrowseApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { getDevice } from '../../devices/service.ts';
import { route } from '../../http/route.ts';
import { entryOfPlan, planOfDevice } from './backup-scope.ts';
import {
  backupJobs,
  fileRevisions,
  folderContent,
  listFolders,
  listPlans,
  listVolumes,
  searchEntries,
} from './browse-service.ts';
import { browsePolicy as policy } from './policy.ts';

export async function browseRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.plans, policy.plans, async ({ auth, params }) => {
    await getDevice(db, auth, params.nodeId);
    return listPlans(db, params.nodeId);
  });
  route(app, api.folders, policy.folders, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    return listFolders(db, plan, query.page, query.size);
  });
  route(app, api.volumes, policy.volumes, async ({ auth, params }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    return listVolumes(db, plan.id);
  });
  route(app, api.folderContent, policy.content, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    const folder = await entryOfPlan(db, plan.id, params.folderId);
    return folderContent(db, folder.id, query.page, query.size);
  });
  route(app, api.search, policy.search, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    const within = query.folderId ? await entryOfPlan(db, plan.id, query.folderId) : null;
    return searchEntries(db, db.dialect, plan.id, query.searchTerm, within, query.page, query.size);
  });
  route(app, api.fileRevisions, policy.revisions, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    const entry = await entryOfPlan(db, plan.id, params.fileId, 'File');
    return fileRevisions(db, entry, { includeMarkers: true }, query.page, query.size);
  });
  route(app, api.revisionPicker, policy.revisions, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    const entry = await entryOfPlan(db, plan.id, params.fileId, 'File');
    const onCloud = query.onCloud === 'true' || query.upsyncedData === 'true';
    return fileRevisions(db, entry, { includeMarkers: false, onCloud }, query.page, query.size);
  });
  route(app, api.jobs, policy.jobs, async ({ auth, params, query }) => {
    const { plan } = await planOfDevice(db, auth, params.nodeId, params.planId);
    return backupJobs(db, plan.id, query.page, query.size);
  });
}
