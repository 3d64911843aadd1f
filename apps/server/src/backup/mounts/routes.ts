// Image mounting: start a mount, follow its progress, list the mounted content (spec 000, section 7).
import { backupBrowseApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { getDivisionConfig } from '../../settings/division-service.ts';
import { imageFolderContent } from './image-content.ts';
import { checkImagePath } from './image-path.ts';
import { imageRevision, mountStatusOf, requireMounted } from './image-scope.ts';
import { MountJobs } from './mount-jobs.ts';
import { mountPolicy as policy } from './policy.ts';

export async function mountRoutes(app: FastifyInstance) {
  const { db } = app;
  const jobs = new MountJobs(db, app.backupStorage, app.log);
  app.addHook('onClose', async () => jobs.stopAll());

  route(app, api.mount, policy.mount, async ({ auth, params }) => {
    const image = await imageRevision(db, auth, params);
    // The server keeps only cloud data, so every mount here is a cloud mount.
    if (!(await getDivisionConfig(db)).features.cloud_image_mounting) {
      throw new ApiError(403, 'FORBIDDEN', 'Cloud image mounting is turned off for this division');
    }
    if (!image.onCloud) {
      throw badRequest('Only revisions on cloud storage can be mounted', {
        revisionId: 'Not on cloud storage',
      });
    }
    const current = await mountStatusOf(db, image.revisionId, jobs.isRunning(image.revisionId));
    if (current.status === 'MOUNTED' || current.status === 'MOUNTING') return current;
    await jobs.start(image);
    return mountStatusOf(db, image.revisionId, jobs.isRunning(image.revisionId));
  });

  route(app, api.mountStatus, policy.status, async ({ auth, params }) => {
    const image = await imageRevision(db, auth, params);
    return mountStatusOf(db, image.revisionId, jobs.isRunning(image.revisionId));
  });

  route(app, api.imageContent, policy.content, async ({ auth, params, query }) => {
    const image = await imageRevision(db, auth, params);
    await requireMounted(db, image.revisionId);
    const folder = checkImagePath(query.folder, 'folder');
    return imageFolderContent(db, image.revisionId, folder, query.start, query.count);
  });
}
