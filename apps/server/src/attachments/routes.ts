// Attachment routes: multipart upload, removal of an unused upload, signed links and the downloads
// they lead to (console links, and mail links to comment files). A background task removes uploads
// left unclaimed for a day.
import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { attachmentsApi, MAX_ID } from '@warden/domain';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { can } from '../auth/auth-context.ts';
import { publicAccess } from '../http/access.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { largestAttachment } from './attachment-rules.ts';
import {
  type AttachmentRow,
  attachmentPath,
  attachmentsDir,
  findAttachment,
  findAttachmentById,
  removeAttachments,
} from './attachment-store.ts';
import {
  assertReachesCommentFile,
  attachmentFromMailLink,
  isCommentFile,
  MAIL_DOWNLOAD_PATH,
} from './comment-file-access.ts';
import { attachmentsPolicy } from './policy.ts';
import { purgeUnclaimedUploads } from './purge.ts';
import { attachmentFromLink, DOWNLOAD_PATH, signedDownloadUrl } from './signed-link.ts';
import { receiveUploads } from './upload-service.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const UPLOAD_SWEEP_TASK = 'attachments.purge-unclaimed';

export async function attachmentRoutes(app: FastifyInstance) {
  const dir = attachmentsDir(app.config.dataDir);
  // Limits here are only the outer bounds; each purpose's own rules are checked while streaming.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: largestAttachment + 1, files: 20, fields: 5, parts: 25, fieldSize: 1024 },
  });

  app.background.schedule({
    name: UPLOAD_SWEEP_TASK,
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => purgeUnclaimedUploads(app.db, dir),
  });

  /**
   * An attachment the caller may read, named by its token or (as comments list them) its id: a
   * comment's file for whoever reaches the ticket; others their uploader's, or any for administrators
   * of settings.
   */
  async function readable(auth: AuthContext, id: string) {
    const row =
      (await findAttachment(app.db, id)) ??
      (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID
        ? await findAttachmentById(app.db, Number(id))
        : undefined);
    if (row && isCommentFile(row)) {
      await assertReachesCommentFile(app.db, auth, row);
      return row;
    }
    if (!row || (row.user_id !== auth.user.id && !can(auth, 'canManageSettings')))
      throw notFound('Attachment');
    return row;
  }

  const sendFile = (reply: FastifyReply, row: AttachmentRow) =>
    reply
      .header('content-type', row.content_type)
      .header('content-length', String(row.size))
      .header('content-disposition', contentDisposition(row.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(attachmentPath(dir, row.token)));

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
    async ({ params, auth, request }) => {
      // Spec 000, section 7: an error is reported and the answer is empty, so an inline image that
      // is gone leaves a gap in the text rather than failing the whole view.
      try {
        const row = await readable(auth, params.id);
        return { signedUrl: signedDownloadUrl(app.secrets.signingKey, auth.user.id, row.token) };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        request.log.warn({ contentId: params.id, code: err.code }, 'inline attachment link refused');
        return { signedUrl: '', error: { code: err.code, message: err.message } };
      }
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
      return sendFile(reply, row);
    },
  });

  // Links in e-mails to end users, who have no session; they work only while the ticketing settings
  // do not require one (comment-file-access.ts).
  app.route({
    method: 'GET',
    url: MAIL_DOWNLOAD_PATH.replace(/^\/api/, ''),
    config: { access: publicAccess },
    schema: {
      summary: 'Download a file of a public ticket comment through a link from an e-mail',
      tags: ['attachments'],
      querystring: z.strictObject({ link: z.string().min(1).max(2000) }),
    },
    handler: async (request, reply) => {
      const { link } = request.query as { link: string };
      const token = await attachmentFromMailLink(app.db, app.secrets.signingKey, link);
      const row = await findAttachment(app.db, token);
      if (!row) throw notFound('Attachment');
      return sendFile(reply, row);
    },
  });
}
