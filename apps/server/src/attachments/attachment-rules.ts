// What each kind of upload may contain. Support tickets follow spec 000 (5 files of 50 MB: jpg, jpeg,
// png, mov, txt); ticket comments use the same rules until ticketing defines its own.
import { type AttachmentPurpose, attachmentMessages, supportRequestAttachmentRules } from '@warden/domain';

export interface AttachmentRules {
  maxFiles: number;
  maxBytes: number;
  extensions: readonly string[];
}

export const attachmentRules: Record<AttachmentPurpose, AttachmentRules> = {
  SUPPORT_TICKET: supportRequestAttachmentRules,
  TICKET_COMMENT: supportRequestAttachmentRules,
};

/** The largest file any purpose accepts; the multipart parser stops reading a file beyond it. */
export const largestAttachment = Math.max(...Object.values(attachmentRules).map((r) => r.maxBytes));

export function unsupportedTypeMessage(rules: AttachmentRules): string {
  return attachmentMessages.unsupported(rules.extensions);
}

export function tooManyFilesMessage(rules: AttachmentRules): string {
  return attachmentMessages.tooMany(rules.maxFiles);
}

export function tooLargeMessage(fileName: string): string {
  return attachmentMessages.tooLarge(fileName);
}
