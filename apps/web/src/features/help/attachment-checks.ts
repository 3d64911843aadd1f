// Browser-side checks of chosen support request attachments (spec 000, section 5): how many, duplicate
// names, size and file type. Each failure is a message key with its values, translated by the form.
import { isAllowedSupportRequestAttachment, supportRequestAttachmentRules } from '@warden/domain';

export type AttachmentProblem =
  | { key: 'attachments.maxFiles'; values: { maxFiles: number } }
  | { key: 'attachments.duplicate'; values: { fileName: string } }
  | { key: 'attachments.tooLarge'; values: { fileNames: string } }
  | { key: 'attachments.extensions'; values: { fileExtensions: string } };

export interface AttachmentCheck {
  accepted: File[];
  problems: AttachmentProblem[];
}

export const allowedExtensionsText = supportRequestAttachmentRules.extensions.join(', ');
export const acceptAttribute = supportRequestAttachmentRules.extensions.map((e) => `.${e}`).join(',');

/** Checks new files against those already attached; files that fail any rule are left out. */
export function checkAttachments(existingNames: readonly string[], files: readonly File[]): AttachmentCheck {
  const { maxFiles, maxBytes } = supportRequestAttachmentRules;
  if (existingNames.length + files.length > maxFiles) {
    return { accepted: [], problems: [{ key: 'attachments.maxFiles', values: { maxFiles } }] };
  }
  const problems: AttachmentProblem[] = [];
  const seen = new Set(existingNames);
  const tooLarge: string[] = [];
  let wrongType = false;
  const accepted: File[] = [];
  for (const file of files) {
    if (seen.has(file.name)) {
      problems.push({ key: 'attachments.duplicate', values: { fileName: file.name } });
      continue;
    }
    seen.add(file.name);
    if (!isAllowedSupportRequestAttachment(file.name)) {
      wrongType = true;
      continue;
    }
    if (file.size > maxBytes) {
      tooLarge.push(file.name);
      continue;
    }
    accepted.push(file);
  }
  if (tooLarge.length) {
    problems.push({ key: 'attachments.tooLarge', values: { fileNames: tooLarge.join(', ') } });
  }
  if (wrongType) {
    problems.push({ key: 'attachments.extensions', values: { fileExtensions: allowedExtensionsText } });
  }
  return { accepted, problems };
}
