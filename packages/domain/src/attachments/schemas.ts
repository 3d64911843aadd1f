// Uploaded files. An upload answers a token; a later call (a support ticket, a ticket comment)
// claims the token. Unclaimed uploads expire. Signed links give time-limited read access.
import { z } from 'zod';
import { okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { apiErrorSchema } from '../http/errors.ts';
import { signedUrlSchema } from '../http/signed-link.ts';

export const attachmentPurposes = ['SUPPORT_TICKET', 'TICKET_COMMENT'] as const;
export type AttachmentPurpose = (typeof attachmentPurposes)[number];

export const uploadedAttachmentSchema = z.object({
  token: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

const tokenParams = z.strictObject({ token: z.string().min(8).max(100) });
const attachmentIdParams = z.strictObject({ id: z.string().min(1).max(100) });

export const attachmentsApi = {
  /** multipart/form-data: field `purpose`, then one or more `file` parts; answers one token per file. */
  upload: endpoint({
    method: 'POST',
    path: '/attachments',
    summary: 'Upload files; answers a token per file',
    tags: ['attachments'],
    response: z.object({ files: z.array(uploadedAttachmentSchema) }),
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/attachments/:token',
    summary: 'Remove an upload that has not been used yet',
    tags: ['attachments'],
    params: tokenParams,
    response: okSchema,
  }),
  signedUrl: endpoint({
    method: 'GET',
    path: '/attachments/attachment/:id/signed-url',
    summary: 'A short-lived signed link to an attachment',
    tags: ['attachments'],
    params: attachmentIdParams,
    response: signedUrlSchema,
  }),
  signedUrlByContentId: endpoint({
    method: 'GET',
    path: '/attachments/attachment/content-id/:id/signed-url',
    summary:
      'A short-lived signed link to an inline attachment, by its content id; on error the error is ' +
      'reported and the link is empty',
    tags: ['attachments'],
    params: attachmentIdParams,
    /** Spec 000, section 7: an inline image that cannot be read reports why and shows nothing. */
    response: signedUrlSchema.extend({ error: apiErrorSchema.shape.error.optional() }),
  }),
};
