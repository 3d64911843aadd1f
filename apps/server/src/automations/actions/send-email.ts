// SEND_EMAIL: one message per recipient (so requester and CC never see each other's addresses), with
// the subject and body filled for the ticket. Enqueued in the transaction, sent after commit.
import { fillPlaceholders, type sendEmailActionSchema } from '@warden/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { enqueueEmail } from '../../notifications/delivery-queue.ts';
import {
  notificationMessageId,
  REPLY_TOKEN_HEADER,
  replyAddress,
} from '../../tickets/inbound/reply-token.ts';
import { ticketById } from '../../tickets/ticket-queries.ts';
import { personByUid } from '../placeholder-values.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';
import { replyDomain } from './reply-domain.ts';
import { renderBody } from './rule-body.ts';

type SendEmail = z.infer<typeof sendEmailActionSchema>;

async function emailsOf(db: Db, uids: readonly string[]): Promise<string[]> {
  const emails: string[] = [];
  for (const uid of uids) {
    const email = (await personByUid(db, uid))?.email;
    if (email) emails.push(email);
  }
  return emails;
}

/** The addresses the action names, each once, in the order named. */
async function recipients(ctx: ActionContext, action: SendEmail): Promise<string[]> {
  const ticket = await ticketById(ctx.tdb, ctx.ticketId);
  if (!ticket) return [];
  const found: string[] = [];
  for (const key of action.to.keys) {
    if (key === 'REQUESTER') found.push(...(await emailsOf(ctx.tdb, [ticket.requester_uid ?? ''])));
    if (key === 'REQUESTER_CC') {
      const cc = JSON.parse(ticket.cc_list) as { uids?: string[]; emails?: string[] };
      found.push(...(cc.emails ?? []), ...(await emailsOf(ctx.tdb, cc.uids ?? [])));
    }
    if (key === 'ASSIGNEE' && ticket.assigned_user_id !== null) {
      const user = await ctx.tdb.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', ticket.assigned_user_id)
        .executeTakeFirst();
      if (user) found.push(user.email);
    }
    if (key === 'CURRENT_USER') found.push(...(await emailsOf(ctx.tdb, [ctx.currentUser?.uid ?? ''])));
  }
  found.push(...action.to.emails, ...(await emailsOf(ctx.tdb, action.to.uids)));
  const seen = new Set<string>();
  return found.filter((address) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reply-To, Message-ID and the ticket header, so a reply becomes a comment on the ticket. */
async function replyHeaders(ctx: ActionContext) {
  const ticket = await ticketById(ctx.tdb, ctx.ticketId);
  if (!ticket) return () => ({});
  await ctx.tdb.kysely
    .updateTable('tickets')
    .set({ allow_response: 1 })
    .where('id', '=', ctx.ticketId)
    .execute();
  const domain = await replyDomain(ctx.tdb, ctx.publicUrl);
  return (index: number) => ({
    replyTo: replyAddress(ticket.reply_token, domain),
    headers: {
      'Message-ID': notificationMessageId(ticket.reply_token, `r${ctx.firingId}-${index}`, domain),
      [REPLY_TOKEN_HEADER]: ticket.reply_token,
    },
  });
}

export async function sendEmail(ctx: ActionContext, action: SendEmail): Promise<ActionOutcome> {
  const to = await recipients(ctx, action);
  if (to.length === 0) return { status: 'SKIPPED', detail: 'No recipient has an e-mail address' };
  const values = await ctx.placeholders();
  // A header cannot hold a line break, and a filled value may carry one.
  const subject = fillPlaceholders(action.subject, values, { html: false }).replace(/[\r\n]+/g, ' ');
  const body = action.body === null ? { text: '', html: null } : renderBody(action.body, values);
  const reply = action.allowResponse ? await replyHeaders(ctx) : () => ({});
  const deliveryIds: number[] = [];
  for (const [index, address] of to.entries()) {
    deliveryIds.push(
      await enqueueEmail(ctx.tdb.kysely, {
        to: [address],
        cc: [],
        subject,
        text: body.text,
        html: body.html,
        ...reply(index),
        firingId: ctx.firingId,
        ticketId: ctx.ticketId,
      }),
    );
  }
  return { status: 'QUEUED', detail: `To ${to.join(', ')}`, deliveryIds };
}
