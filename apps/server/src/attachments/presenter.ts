// An attachment row in the API's upload answer.
import type { UploadedAttachment } from '@warden/domain';
import type { AttachmentRow } from './attachment-store.ts';

export function presentUpload(
  row: Pick<AttachmentRow, 'token' | 'name' | 'size' | 'content_type'>,
): UploadedAttachment {
  return { token: row.token, name: row.name, size: row.size, contentType: row.content_type };
}
