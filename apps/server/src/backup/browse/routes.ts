// Backup browser routes (spec 000, section 7).
import { backupBrowseApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import {
  backupJobs,
  fileRevisions,
  folderContent,
  listFolders,
  listPlans,
  listVolumes,
  searchEntries,
} from './browse-service.ts';
import { entryTrail } from './entry-trail.ts';
import { browsePolicy as policy } from './policy.ts';

export async function browseRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.plans, policy.plans, async ({ params }) => listPlans(db, params.nodeId));
  route(app, api.folders, policy.folders, async ({ entity, query }) =>
    listFolders(db, entity('plan'), query.page, query.size),
  );
  route(app, api.volumes, policy.volumes, async ({ entity }) => listVolumes(db, entity('plan').id));
  route(app, api.folderContent, policy.content, async ({ entity, query }) =>
    folderContent(db, entity('folder').id, query.page, query.size),
  );
  route(app, api.folderTrail, policy.folderTrail, async ({ entity }) =>
    entryTrail(db, entity('plan'), entity('folder'), 'FOLDER'),
  );
  route(app, api.fileTrail, policy.fileTrail, async ({ entity }) =>
    entryTrail(db, entity('plan'), entity('file'), 'FILE'),
  );
  route(app, api.search, policy.search, async ({ entity, scoped, query }) =>
    searchEntries(
      db,
      db.dialect,
      entity('plan').id,
      query.searchTerm,
      scoped.folder ?? null,
      query.page,
      query.size,
    ),
  );
  route(app, api.fileRevisions, policy.revisions, async ({ entity, query }) =>
    fileRevisions(db, entity('file'), { includeMarkers: true }, query.page, query.size),
  );
  route(app, api.revisionPicker, policy.revisions, async ({ entity, query }) => {
    const onCloud = query.onCloud === 'true' || query.upsyncedData === 'true';
    return fileRevisions(db, entity('file'), { includeMarkers: false, onCloud }, query.page, query.size);
  });
  route(app, api.jobs, policy.jobs, async ({ entity, query }) =>
    backupJobs(db, entity('plan').id, query.page, query.size),
  );
}
