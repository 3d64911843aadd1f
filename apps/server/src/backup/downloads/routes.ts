// Browser downloads (spec 000, section 7): the data calls answer a signed five-minute link; the link
// streams the file, or the folder as a zip.
import { backupBrowseApi as api, signedLinkTokenSchema } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { permits } from '../../http/access.ts';
import { forbidden } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import {
  DOWNLOADS_PATH,
  type DownloadResource,
  issueLink,
  openLink,
  resolveTarget,
} from './download-links.ts';
import { sendFile } from './file-response.ts';
import { downloadPolicy as policy } from './policy.ts';
import { sendZip } from './zip-response.ts';

export async function downloadRoutes(app: FastifyInstance) {
  const { db } = app;
  const ctx = { db, storage: app.backupStorage, log: app.log };
  const link = async (auth: AuthContext, resource: DownloadResource) => {
    const target = await resolveTarget(db, auth, resource);
    return issueLink(app.secrets.signingKey, auth, resource, target.fileName);
  };

  route(app, api.revisionData, policy.revisionLink, async ({ auth, params }) =>
    link(auth, { kind: 'revision', ...params }),
  );

  route(app, api.folderData, policy.folderLink, async ({ auth, params, query }) =>
    link(auth, { kind: 'folder', ...params, restoreDeleted: query.restoreDeleted === 'true' }),
  );

  route(app, api.imageDownload, policy.imageLink, async ({ auth, params, query }) =>
    link(auth, { kind: 'image', ...params, ...query }),
  );

  app.route({
    method: 'GET',
    url: DOWNLOADS_PATH,
    config: { access: policy.open },
    schema: {
      summary: 'Open a backup download link: the file itself, or a zip of a folder',
      tags: ['backup'],
      querystring: z.strictObject({
        token: signedLinkTokenSchema,
      }),
    },
    handler: async (request, reply) => {
      const auth = request.auth as AuthContext;
      const { token } = request.query as { token: string };
      const resource = openLink(app.secrets.signingKey, auth, token);
      if (!(await permits(db, auth, policy.data))) {
        throw forbidden(`This needs the ${policy.data.permission} permission`);
      }
      const target = await resolveTarget(db, auth, resource);
      return target.kind === 'file' ? sendFile(ctx, request, reply, target) : sendZip(ctx, reply, target);
    },
  });
}
