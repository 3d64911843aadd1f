// Which files a comment may attach (spec 001, section 5): 1 byte to 20 MiB, of an allowed MIME type or
// extension. The list is a help desk's usual one: images, documents, text and logs, archives, mail, video.
import { richTextLimits } from './limits.ts';

const { minBytes, maxBytes } = richTextLimits.attachment;

const mimeTypes = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
  'image/heic',
  'application/pdf',
  'application/rtf',
  'text/rtf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.visio',
  'application/vnd.ms-visio.drawing',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'application/json',
  'application/xml',
  'text/xml',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'message/rfc822',
  'application/vnd.ms-outlook',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'audio/mpeg',
  'audio/wav',
] as const;

const extensions = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tif',
  'tiff',
  'heic',
  'pdf',
  'rtf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'vsd',
  'vsdx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'log',
  'json',
  'xml',
  'zip',
  '7z',
  'gz',
  'tgz',
  'tar',
  'eml',
  'msg',
  'mp4',
  'mov',
  'webm',
  'mp3',
  'wav',
] as const;

export const richTextAttachmentRules: {
  minBytes: number;
  maxBytes: number;
  mimeTypes: readonly string[];
  extensions: readonly string[];
} = { minBytes, maxBytes, mimeTypes, extensions };

export type AttachmentFileIssue = 'tooSmall' | 'tooLarge' | 'type';

/** The server's English for each refusal; the console translates the codes. */
export const attachmentIssueMessages = {
  tooSmall: 'Minimum file size is 1 byte',
  tooLarge: 'Maximum file size is 20 MiB',
  type: 'This file type is not allowed',
} as const satisfies Record<AttachmentFileIssue, string>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file may not be attached, or null when it may. */
export function attachmentFileIssue(file: {
  name: string;
  size: number;
  type: string;
}): AttachmentFileIssue | null {
  if (file.size < richTextAttachmentRules.minBytes) return 'tooSmall';
  if (file.size > richTextAttachmentRules.maxBytes) return 'tooLarge';
  const mimeType = file.type.split(';')[0]!.trim().toLowerCase();
  const allowed =
    richTextAttachmentRules.mimeTypes.includes(mimeType) ||
    richTextAttachmentRules.extensions.includes(extensionOf(file.name));
  return allowed ? null : 'type';
}
