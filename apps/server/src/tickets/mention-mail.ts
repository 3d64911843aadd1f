// Mentioned technicians hear of a comment by e-mail: one delivery each, recorded in the comment's
// transaction so it exists exactly when the comment does; the delivery worker sends it after commit.
// Only active technicians whose role reaches the ticket's organisation are written to, so a mention
// cannot carry a ticket to someone who may not see it.
import type { Db } from '../db/database.ts';
import { enqueueEmail } from '../notifications/delivery-queue.ts';
import type { TicketRecord } from './ticket-queries.ts';

/** The mentioned ids that name active technicians able to see the ticket, with their addresses. */
export async function mentionableTechnicians(tdb: Db, ticket: TicketRecord, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const users = await tdb.kysely
    .selectFrom('users')
    .innerJoin('technician_roles as r', 'r.id', 'users.role_id')
    .select(['users.id', 'users.email', 'users.status', 'r.id as role_id', 'r.all_organizations'])
    .where('users.id', 'in', ids)
    .where('users.user_type', '=', 'TECHNICIAN')
    .execute();
  const reach =
    ticket.organization_id === null
      ? []
      : await tdb.kysely
          .selectFrom('role_organizations')
          .select('role_id')
          .where('organization_id', '=', ticket.organization_id)
          .execute();
  const rolesOfOrg = new Set(reach.map((r) => r.role_id));
  return users.filter(
    (u) => u.status === 'ACTIVE' && (u.all_organizations === 1 || rolesOfOrg.has(u.role_id)),
  );
}

export async function mailMentionedTechnicians(
  tdb: Db,
  ticket: TicketRecord,
  comment: { body: string; authorName: string; authorUserId: number | undefined },
  mentionedIds: readonly number[],
): Promise<void> {
  const recipients = await mentionableTechnicians(tdb, ticket, mentionedIds);
  for (const r of recipients) {
    if (r.id === comment.authorUserId) continue;
    await enqueueEmail(tdb, {
      to: [r.email],
      subject: `You were mentioned on ticket #${ticket.id}: ${ticket.summary}`,
      text: `${comment.authorName} mentioned you on ticket #${ticket.id} (${ticket.summary}):\n\n${comment.body}`,
      ticketId: ticket.id,
    });
  }
}
