// What each kind of upload may contain. Support tickets follow spec 000 (5 files of 50 MB: jpg, jpeg,
// png, mov, txt); ticket comments follow the rich-text editor's rules of spec 001 (1 byte to 20 MiB,
// of an allowed MIME type or extension), each purpose refusing a file in its own spec's words.
import {
  type AttachmentPurpose,
  attachmentIssueMessages,
  attachmentMessages,
  richTextAttachmentRules,
  supportRequestAttachmentRules,
} from '@warden/domain';
import { ApiError, badRequest } from '../http/api-error.ts';

export interface AttachmentRules {
  maxFiles: number;
  minBytes: number;
  maxBytes: number;
  extensions: readonly string[];
  /** Types a file may be sent as whatever its name; its bytes must still prove the type. */
  mimeTypes: readonly string[];
  tooSmall: (fileName: string) => ApiError;
  tooLarge: (fileName: string) => ApiError;
  unsupported: (fileName: string) => ApiError;
}

const supportTicketRules: AttachmentRules = {
  ...supportRequestAttachmentRules,
  minBytes: 0,
  mimeTypes: [],
  tooSmall: () => badRequest('The file is empty'),
  tooLarge: (name) =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', attachmentMessages.tooLarge(name), { file: name }),
  unsupported: (name) =>
    badRequest(attachmentMessages.unsupported(supportRequestAttachmentRules.extensions), { file: name }),
};

/** A comment takes at most as many files as its `uploads` list names. */
const COMMENT_MAX_FILES = 20;

const ticketCommentRules: AttachmentRules = {
  ...richTextAttachmentRules,
  maxFiles: COMMENT_MAX_FILES,
  tooSmall: (name) => badRequest(attachmentIssueMessages.tooSmall, { file: name }),
  tooLarge: (name) => badRequest(attachmentIssueMessages.tooLarge, { file: name }),
  unsupported: (name) => badRequest(attachmentIssueMessages.type, { file: name }),
};

export const attachmentRules: Record<AttachmentPurpose, AttachmentRules> = {
  SUPPORT_TICKET: supportTicketRules,
  TICKET_COMMENT: ticketCommentRules,
};

/** The largest file any purpose accepts; the multipart parser stops reading a file beyond it. */
export const largestAttachment = Math.max(...Object.values(attachmentRules).map((r) => r.maxBytes));

export function tooManyFilesMessage(rules: AttachmentRules): string {
  return attachmentMessages.tooMany(rules.maxFiles);
}
