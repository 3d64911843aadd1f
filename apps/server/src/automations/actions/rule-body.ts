// A rule's body template made into what is sent or stored: the rich-text editor writes HTML (filled
// with escaped values and sanitised); a plain body keeps its lines. Both give a text version too.
import { fillPlaceholders, isHtmlBody, type RuleAction } from '@warden/domain';
import { escapeUTF8 } from 'entities';
import { convert } from 'html-to-text';
import { sanitizeCommentHtml } from '../../tickets/comment-html.ts';

/** A body as a rule is saved with it: HTML sanitised as what it will become, plain text as it is. */
export function savedBody(template: string): string {
  return isHtmlBody(template) ? sanitizeCommentHtml(template) : template;
}

/** The actions of a rule being saved, their rich-text bodies sanitised; placeholders are text, so stay. */
export function withSavedBodies<T extends { actions: RuleAction[] }>(rule: T): T {
  const actions = rule.actions.map((action): RuleAction => {
    if (action.type === 'SEND_EMAIL' && action.body !== null)
      return { ...action, body: savedBody(action.body) };
    if (action.type === 'ADD_TICKET_COMMENT') return { ...action, body: savedBody(action.body) };
    return action;
  });
  return { ...rule, actions };
}

export function renderBody(template: string, values: Record<string, string>): { text: string; html: string } {
  if (isHtmlBody(template)) {
    const html = sanitizeCommentHtml(fillPlaceholders(template, values, { html: true }));
    return { html, text: convert(html, { wordwrap: false }) };
  }
  // Braces are not escaped, so the placeholders survive escaping and are filled escaped.
  const html = fillPlaceholders(escapeUTF8(template), values, { html: true }).replace(/\r?\n/g, '<br>');
  return { html, text: fillPlaceholders(template, values, { html: false }) };
}
