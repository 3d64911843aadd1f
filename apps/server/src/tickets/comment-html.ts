// What a comment's HTML may keep: the rich-text allow-list (http/rich-text-html.ts), with inline
// images only for the uploads the comment itself claims, so a comment cannot show another's file.
import { sanitizeRichTextHtml } from '../http/rich-text-html.ts';

/** `inlineImages`: the upload tokens the comment claims as images; every other <img> is dropped. */
export function sanitizeCommentHtml(html: string, inlineImages: ReadonlySet<string> = new Set()): string {
  return sanitizeRichTextHtml(html, (contentId) => (inlineImages.has(contentId) ? contentId : null));
}
