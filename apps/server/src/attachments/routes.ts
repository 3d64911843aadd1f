// Attachment routes: multipart upload, removal of an unused upload, signed links and the download
// they lead to. A sweep removes uploads left unclaimed for a day.
import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { attachmentsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { can } from '../auth/auth-context.ts';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { largestAttachment } from './attachment-rules.ts';
import { attachmentPath, attachmentsDir, findAttachment, removeAttachments } from './attachment-store.ts';
import { attachmentsPolicy } from './policy.ts';
import { purgeUnclaimedUploads } from './purge.ts';
import { attachmentFromLink, DOWNLOAD_PATH, signedDownloadUrl } from './signed-link.ts';
import { receiveUploads } from './upload-service.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function attachmentRoutes(app: FastifyInstance) {
  const dir = attachmentsDir(app.config.dataDir);
  // Limits here are only the outer bounds; each purpose's own rules are checked while streaming.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: largestAttachment + 1, files: 20, fields: 5, parts: 25, fieldSize: 1024 },
  });

  const sweep = () =>
    purgeUnclaimedUploads(app.db, dir).catch((err) => app.log.error({ err }, 'upload sweep failed'));
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  /** An attachment the caller may read: their own, or any for administrators of settings. */
  async function readable(auth: AuthContext, token: string) {
    const row = await findAttachment(app.db, token);
    if (!row || (row.user_id !== auth.user.id && !can(auth, 'canManageSettings')))
      throw notFound('Attachment');
    return row;
  }

  route(app, attachmentsApi.upload, attachmentsPolicy.upload, async ({ request, auth }) => ({
    files: await receiveUploads(request, { db: app.db, dir, userId: auth.user.id }),
  }));

  route(app, attachmentsApi.remove, attachmentsPolicy.remove, async ({ params, auth }) => {
    const row = await findAttachment(app.db, params.token);
    if (!row || row.user_id !== auth.user.id || row.status !== 'TEMP') throw notFound('Upload');
    await removeAttachments(app.db, dir, [row.token]);
    return { ok: true as const };
  });

  route(app, attachmentsApi.signedUrl, attachmentsPolicy.signedUrl, async ({ params, auth }) => {
    const row = await readable(auth, params.id);
    return { signedUrl: signedDownloadUrl(app.secrets.signingKey, auth.user.id, row.token) };
  });

  // An upload's content id (how rich text refers to an inline image) is its token.
  route(
    app,
    attachmentsApi.signedUrlByContentId,
    attachmentsPolicy.signedUrlByContentId,
    async ({ params, auth }) => {
      const row = await readable(auth, params.id);
      return { signedUrl: signedDownloadUrl(app.secrets.signingKey, auth.user.id, row.token) };
    },
  );

  app.route({
    method: 'GET',
    url: DOWNLOAD_PATH.replace(/^\/api/, ''),
    config: { access: attachmentsPolicy.download },
    schema: {
      summary: 'Download an attachment through a signed link',
      tags: ['attachments'],
      querystring: z.strictObject({ token: z.string().min(1).max(2000) }),
    },
    handler: async (request, reply) => {
      const auth = request.auth as AuthContext;
      const { token } = request.query as { token: string };
      const attachmentToken = attachmentFromLink(app.secrets.signingKey, auth.user.id, token);
      const row = await findAttachment(app.db, attachmentToken);
      if (!row) throw notFound('Attachment');
      reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(fs.createReadStream(attachmentPath(dir, row.token)));
    },
  });
}
