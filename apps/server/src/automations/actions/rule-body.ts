// A rule's body template made into what is sent or stored: the rich-text editor writes HTML (filled
// with escaped values and sanitised); a plain body keeps its lines. Both give a text version too.
import { fillPlaceholders } from '@warden/domain';
import { escapeUTF8 } from 'entities';
import { convert } from 'html-to-text';
import { sanitizeCommentHtml } from '../../tickets/comment-html.ts';

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

export function renderBody(template: string, values: Record<string, string>): { text: string; html: string } {
  if (HTML_TAG.test(template)) {
    const html = sanitizeCommentHtml(fillPlaceholders(template, values, { html: true }));
    return { html, text: convert(html, { wordwrap: false }) };
  }
  // Braces are not escaped, so the placeholders survive escaping and are filled escaped.
  const html = fillPlaceholders(escapeUTF8(template), values, { html: true }).replace(/\r?\n/g, '<br>');
  return { html, text: fillPlaceholders(template, values, { html: false }) };
}
