// The ticketing settings' e-mail notifications made real: a ticket event listener that, inside the
// change's transaction, works out who hears of it (notify-plan.ts) and enqueues one message each,
// so the mail exists exactly when the change committed and the delivery worker sends it.
import { randomUUID } from 'node:crypto';
import type { CcList, TicketingSettings } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { attachmentsDir } from '../../attachments/attachment-store.ts';
import { replyDomain } from '../../automations/actions/reply-domain.ts';
import { consoleUrls } from '../../automations/placeholder-values.ts';
import type { Db } from '../../db/database.ts';
import { enqueueEmail } from '../../notifications/delivery-queue.ts';
import { getTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import { notificationMessageId, REPLY_TOKEN_HEADER, replyAddress } from '../inbound/reply-token.ts';
import { batchListener, type TicketChange, type TicketEventListener } from '../ticket-events.ts';
import { type TicketRecord, ticketById } from '../ticket-queries.ts';
import { type ChangeLine, describeChanges, PEOPLE_KEYS } from './change-summary.ts';
import { type CommentMailDeps, commentMail } from './comment-mail-files.ts';
import { buildNotification } from './notify-message.ts';
import { addressKey, peopleOfCc, personOfUid, uidOfUserId } from './notify-people.ts';
import { type NotifyAudience, type NotifyFacts, planNotifications, reachesNobody } from './notify-plan.ts';

type Cc = Partial<CcList>;

/** The ticket's people as the change left them; a new ticket's as created, before rules changed it. */
async function audienceOf(tdb: Db, ticket: TicketRecord, change: TicketChange): Promise<NotifyAudience> {
  const { diff } = change;
  const requesterUid = 'requester' in diff ? (diff.requester?.new as string | null) : ticket.requester_uid;
  const assigneeUid =
    'assignee' in diff
      ? (diff.assignee?.new as string | null)
      : await uidOfUserId(tdb, ticket.assigned_user_id);
  const cc = 'cc' in diff ? (diff.cc?.new as Cc) : (JSON.parse(ticket.cc_list) as Cc);
  const oldCc = change.event === 'UPDATE' && 'cc' in diff ? ((diff.cc?.old ?? {}) as Cc) : cc;
  const oldUids = new Set(oldCc.uids ?? []);
  const oldEmails = new Set((oldCc.emails ?? []).map(addressKey));
  const assigneeChanged = change.event === 'UPDATE' && 'assignee' in diff;
  return {
    requester: await personOfUid(tdb, requesterUid),
    assignee: await personOfUid(tdb, assigneeUid),
    previousAssignee: assigneeChanged ? await personOfUid(tdb, diff.assignee?.old as string | null) : null,
    assigneeChanged,
    cc: await peopleOfCc(tdb, cc),
    addedCc:
      change.event === 'UPDATE' && 'cc' in diff
        ? await peopleOfCc(tdb, {
            uids: (cc.uids ?? []).filter((uid) => !oldUids.has(uid)),
            emails: (cc.emails ?? []).filter((e) => !oldEmails.has(addressKey(e))),
          })
        : [],
  };
}

/**
 * Whoever made the change, by uid and address, so they are not told of their own doing; mail has
 * the sender's address in its inbound record. Technicians mentioned in a comment already had a
 * message about it (mention-mail.ts).
 */
async function skippedPeople(tdb: Db, change: TicketChange): Promise<Set<string>> {
  const skip = new Set<string>();
  const { actor } = change;
  const add = (email: string | null | undefined) => {
    if (email?.trim()) skip.add(addressKey(email));
  };
  if (actor.uid) {
    skip.add(actor.uid);
    const user = await tdb.kysely
      .selectFrom('users')
      .select('email')
      .where('uid', '=', actor.uid)
      .executeTakeFirst();
    add(user?.email);
    const endUser = await tdb.kysely
      .selectFrom('end_users')
      .select('email')
      .where('uid', '=', actor.uid)
      .executeTakeFirst();
    add(endUser?.email);
  }
  if (actor.userId !== undefined) {
    const user = await tdb.kysely
      .selectFrom('users')
      .select(['uid', 'email'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    if (user) skip.add(user.uid);
    add(user?.email);
  }
  if (actor.kind === 'EMAIL') {
    let inbound = tdb.kysely.selectFrom('inbound_messages').select('from_address');
    inbound = change.comment
      ? inbound.where('comment_id', '=', change.comment.id)
      : inbound.where('ticket_id', '=', change.ticketId);
    for (const row of await inbound.execute()) add(row.from_address);
  }
  if (change.comment) {
    const row = await tdb.kysely
      .selectFrom('ticket_comments')
      .select('technicians_tagged')
      .where('id', '=', change.comment.id)
      .executeTakeFirst();
    const ids = JSON.parse(row?.technicians_tagged ?? '[]') as number[];
    if (ids.length) {
      for (const u of await tdb.kysely.selectFrom('users').select('email').where('id', 'in', ids).execute())
        add(u.email);
    }
  }
  return skip;
}

async function commentOf(tdb: Db, change: TicketChange) {
  if (!change.comment) return null;
  const row = await tdb.kysely
    .selectFrom('ticket_comments')
    .select(['body', 'html_body'])
    .where('id', '=', change.comment.id)
    .executeTakeFirst();
  return row ? { body: row.body, html: row.html_body } : null;
}

/** Reply-To, Message-ID and the ticket header for end users' messages; the ticket then takes replies. */
async function replyHeaders(tdb: Db, ticket: TicketRecord, publicUrl: string) {
  await tdb.kysely.updateTable('tickets').set({ allow_response: 1 }).where('id', '=', ticket.id).execute();
  const domain = await replyDomain(tdb, publicUrl);
  return () => ({
    replyTo: replyAddress(ticket.reply_token, domain),
    headers: {
      'Message-ID': notificationMessageId(ticket.reply_token, `n${randomUUID()}`, domain),
      [REPLY_TOKEN_HEADER]: ticket.reply_token,
    },
  });
}

function factsOf(change: TicketChange, lines: ChangeLine[]): NotifyFacts {
  const fieldLines = lines.filter((l) => !PEOPLE_KEYS.has(l.key));
  return {
    event: change.event,
    byRule: change.actor.ruleId !== undefined || change.actor.kind === 'AUTOMATION',
    comment: change.comment ? { isPublic: change.comment.isPublic } : null,
    updated: { technician: fieldLines.length > 0, endUserOrContact: fieldLines.some((l) => l.public) },
  };
}

/** Whether the change could reach anyone, known without a read (a rule's comment never does). */
const mayReachSomeone = (change: TicketChange) => !reachesNobody(factsOf(change, []));

async function notifyOf(
  tdb: Db,
  change: TicketChange,
  settings: TicketingSettings,
  urls: ReturnType<typeof consoleUrls>,
  deps: CommentMailDeps,
): Promise<void> {
  const ticket = await ticketById(tdb, change.ticketId);
  if (!ticket) return;
  const lines = change.event === 'UPDATE' ? await describeChanges(tdb, change.diff) : [];
  const planned = planNotifications(
    factsOf(change, lines),
    await audienceOf(tdb, ticket, change),
    settings.emailNotificationSettings,
    await skippedPeople(tdb, change),
  );
  if (planned.length === 0) return;
  const privateComment = change.comment?.isPublic === false;
  const stored = await commentOf(tdb, change);
  const mail = stored && change.comment ? await commentMail(tdb, change.comment, stored.html, deps) : null;
  const comment = stored && mail ? { ...stored, html: mail.html, files: mail.files } : stored;
  const replyable = planned.some((p) => !p.person.technician) && !privateComment;
  const reply = replyable ? await replyHeaders(tdb, ticket, deps.publicUrl) : null;
  for (const { person, reason } of planned) {
    const toEndUser = !person.technician;
    const message = buildNotification({
      ticket: { id: ticket.id, summary: ticket.summary, description: ticket.description },
      reason,
      actorName: change.actor.name,
      lines: toEndUser ? lines.filter((l) => l.public) : lines,
      comment,
      link: toEndUser ? null : urls.ticket(ticket.id),
      replyable: toEndUser && reply !== null,
    });
    await enqueueEmail(tdb.kysely, {
      to: [person.email],
      cc: [],
      ...message,
      ...(toEndUser && reply ? reply() : {}),
      ...(mail?.inline.length ? { attachments: mail.inline } : {}),
      ticketId: ticket.id,
    });
  }
}

export function ticketNotifier(deps: CommentMailDeps): TicketEventListener {
  const urls = consoleUrls(deps.publicUrl);
  return batchListener(
    async (tdb, change) => {
      if (!mayReachSomeone(change)) return;
      const settings = await getTicketingSettings(tdb);
      if (settings.enabled) await notifyOf(tdb, change, settings, urls, deps);
    },
    // A batch reads the settings once, and not at all when none of its changes can reach anyone.
    async (tdb, changes) => {
      const heard = changes.filter(mayReachSomeone);
      if (heard.length === 0) return;
      const settings = await getTicketingSettings(tdb);
      if (!settings.enabled) return;
      for (const change of heard) await notifyOf(tdb, change, settings, urls, deps);
    },
  );
}

/**
 * Listens to every ticket change. Registered before the rule engine, so a person's change is told as
 * it left the ticket, and the changes its rules make follow as their own.
 */
export function registerTicketNotifications(app: FastifyInstance): void {
  app.ticketEvents.on(
    ticketNotifier({
      publicUrl: app.config.publicUrl,
      signingKey: app.secrets.signingKey,
      attachmentsDir: attachmentsDir(app.config.dataDir),
    }),
  );
}
