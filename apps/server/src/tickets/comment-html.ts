// What a comment's HTML may keep: the allow-list sanitize-html applies before a comment is stored.
// Everything else (scripts, event handlers, styles, frames, other link schemes) is dropped. The
// rich-text editor's features widen this list, and only this list.
import sanitizeHtml, { type SanitizeOptions } from 'sanitize-html';

export const commentHtmlPolicy: SanitizeOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'span',
  ],
  allowedAttributes: {
    a: ['href'],
    // A mention is exported as <span data-id="…">@user:{id}</span>.
    span: ['data-id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, commentHtmlPolicy);
}
