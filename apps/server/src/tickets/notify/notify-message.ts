// The text of a ticket notification: "[Ticket #12] subject", what happened and by whom, the changed
// fields, the comment, and how to answer (the console link for technicians, a reply for end users).
// Every value is escaped in the HTML part; a comment's HTML is the stored, already sanitised one.
import { escapeUTF8 } from 'entities';
import type { ChangeLine } from './change-summary.ts';
import type { ListedFile } from './comment-mail-files.ts';
import type { NotifyEvent } from './notify-plan.ts';

export interface NotifyContent {
  ticket: { id: number; summary: string; description: string };
  reason: NotifyEvent;
  actorName: string;
  lines: ChangeLine[];
  /** files: the comment's files not shown inline, each with its download link when mail may carry one. */
  comment: { body: string; html: string | null; files?: ListedFile[] } | null;
  /** The console's page of the ticket, for technicians. */
  link: string | null;
  /** The message carries the ticket's reply address: an answer becomes a comment. */
  replyable: boolean;
}

const HEADLINES: Record<NotifyEvent, (actor: string, id: number) => string> = {
  onAssigned: (actor, id) => `${actor} assigned ticket #${id} to you.`,
  onRemoved: (actor, id) => `${actor} unassigned you from ticket #${id}.`,
  onCCAdded: (actor, id) => `${actor} added you to the CC list of ticket #${id}.`,
  onTicketCreated: (actor, id) => `${actor} opened ticket #${id}.`,
  onTicketUpdated: (actor, id) => `${actor} updated ticket #${id}.`,
  onPrivateComment: (actor, id) => `${actor} added a private comment to ticket #${id}.`,
  onPublicComment: (actor, id) => `${actor} commented on ticket #${id}.`,
};

const REPLY_HINT = 'Reply to this e-mail to add a comment to the ticket.';

const lineText = (l: ChangeLine) => (l.from ? `${l.label}: ${l.from} → ${l.to}` : `${l.label}: ${l.to}`);
const paragraphs = (text: string) => escapeUTF8(text).replace(/\r?\n/g, '<br>');

export function notificationSubject(ticketId: number, summary: string): string {
  // A header cannot hold a line break, and a summary from mail may carry one.
  return `[Ticket #${ticketId}] ${summary}`.replace(/[\r\n]+/g, ' ');
}

export function buildNotification(c: NotifyContent): { subject: string; text: string; html: string } {
  const headline = HEADLINES[c.reason](c.actorName, c.ticket.id);
  const description =
    c.reason === 'onTicketCreated' && c.ticket.description.trim() ? c.ticket.description : '';
  const text: string[] = [headline, '', `Subject: ${c.ticket.summary}`];
  const html: string[] = [
    `<p>${escapeUTF8(headline)}</p>`,
    `<p>Subject: ${escapeUTF8(c.ticket.summary)}</p>`,
  ];
  if (c.lines.length) {
    text.push('', 'Changes:', ...c.lines.map((l) => `- ${lineText(l)}`));
    html.push(
      `<p>Changes:</p><ul>${c.lines.map((l) => `<li>${escapeUTF8(lineText(l))}</li>`).join('')}</ul>`,
    );
  }
  if (description) {
    text.push('', 'Description:', description);
    html.push(`<p>Description:</p><p>${paragraphs(description)}</p>`);
  }
  if (c.comment) {
    text.push('', `${c.actorName} wrote:`, c.comment.body);
    html.push(
      `<p>${escapeUTF8(c.actorName)} wrote:</p>`,
      `<blockquote>${c.comment.html ?? paragraphs(c.comment.body)}</blockquote>`,
    );
    const files = c.comment.files ?? [];
    if (files.length) {
      // A file mail may not link to opens from the ticket's page, for those who have one.
      const fileText = (f: ListedFile) => (f.url ? `${f.name}: ${f.url}` : f.name);
      const fileLink = (f: ListedFile) => f.url ?? c.link;
      text.push('', 'Attachments:', ...files.map((f) => `- ${fileText(f)}`));
      html.push(
        `<p>Attachments:</p><ul>${files
          .map((f) => {
            const href = fileLink(f);
            const name = escapeUTF8(f.name);
            return `<li>${href ? `<a href="${escapeUTF8(href)}">${name}</a>` : name}</li>`;
          })
          .join('')}</ul>`,
      );
    }
  }
  if (c.link) {
    text.push('', `Open the ticket: ${c.link}`);
    html.push(`<p><a href="${escapeUTF8(c.link)}">Open ticket #${c.ticket.id}</a></p>`);
  }
  if (c.replyable) {
    text.push('', REPLY_HINT);
    html.push(`<p>${REPLY_HINT}</p>`);
  }
  return {
    subject: notificationSubject(c.ticket.id, c.ticket.summary),
    text: text.join('\n'),
    html: html.join('\n'),
  };
}
