// The values a rule's e-mail and comment templates fill in for one ticket (the domain's
// ticketPlaceholders): the ticket, its device and organisation, the people on it and the current user.
import type { Db } from '../db/database.ts';
import { ticketById } from '../tickets/ticket-queries.ts';

type Values = Record<string, string>;

interface Person {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  organizationName: string;
}

/** The console's pages for a ticket, a device and an organisation, under the server's public URL. */
export function consoleUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    ticket: (id: number) => `${base}/ticketing/ticket/${id}`,
    device: (id: number) => `${base}/deviceDashboard/${id}/overview`,
    organization: (id: number) => `${base}/customerDashboard/${id}/overview`,
  };
}

async function organizationName(db: Db, id: number | null): Promise<string> {
  if (id === null) return '';
  const row = await db.kysely
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** A requester, assignee or current user named by uid: a technician's or an end user's. */
export async function personByUid(db: Db, uid: string | null): Promise<Person | null> {
  if (!uid) return null;
  const user = await db.kysely
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'phone'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (user) {
    const name = `${user.first_name} ${user.last_name}`.trim();
    return {
      email: user.email,
      name: name || user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone ?? '',
      organizationName: '',
    };
  }
  const endUser = await db.kysely
    .selectFrom('end_users')
    .select(['email', 'name', 'first_name', 'last_name', 'phone', 'organization_id'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!endUser) return null;
  // A contact made from a mail's sender often has only the name it signed with.
  const [first = '', ...rest] = endUser.name.trim().split(/\s+/);
  return {
    email: endUser.email ?? '',
    name: endUser.name,
    firstName: endUser.first_name || first,
    lastName: endUser.last_name || (endUser.first_name ? '' : rest.join(' ')),
    phone: endUser.phone ?? '',
    organizationName: await organizationName(db, endUser.organization_id),
  };
}

function personValues(prefix: string, person: Person | null, withOrganization: boolean): Values {
  const values: Values = {
    [`${prefix}.email`]: person?.email ?? '',
    [`${prefix}.name`]: person?.name ?? '',
    [`${prefix}.firstName`]: person?.firstName ?? '',
    [`${prefix}.lastName`]: person?.lastName ?? '',
    [`${prefix}.phone`]: person?.phone ?? '',
  };
  if (withOrganization) values[`${prefix}.organization.name`] = person?.organizationName ?? '';
  return values;
}

/** '2026-11-24 03:00 UTC': readable in a mail without knowing the reader's zone. */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Every placeholder's value for the ticket ('' where the ticket has nothing, e.g. no device);
 * currentUserUid is whoever the rule runs for, absent for time-based rules.
 */
export async function placeholderValues(
  db: Db,
  ticketId: number,
  opts: { publicUrl: string; currentUserUid?: string | null },
): Promise<Values> {
  const ticket = await ticketById(db, ticketId);
  if (!ticket) return {};
  const urls = consoleUrls(opts.publicUrl);
  const status = await db.kysely
    .selectFrom('ticket_statuses')
    .select('name')
    .where('id', '=', ticket.status_id)
    .executeTakeFirst();
  const tags = await db.kysely
    .selectFrom('ticket_tags')
    .innerJoin('tags', 'tags.id', 'ticket_tags.tag_id')
    .select('tags.name')
    .where('ticket_tags.ticket_id', '=', ticketId)
    .orderBy('tags.name_lower')
    .execute();
  const device =
    ticket.device_id === null
      ? undefined
      : await db.kysely
          .selectFrom('devices')
          .select(['id', 'display_name'])
          .where('id', '=', ticket.device_id)
          .executeTakeFirst();
  const assigneeUid =
    ticket.assigned_user_id === null
      ? null
      : ((
          await db.kysely
            .selectFrom('users')
            .select('uid')
            .where('id', '=', ticket.assigned_user_id)
            .executeTakeFirst()
        )?.uid ?? null);

  return {
    'ticket.id': String(ticket.id),
    'ticket.createdDate': readableTime(ticket.create_time),
    'ticket.subject': ticket.summary,
    'ticket.status': status?.name ?? '',
    'ticket.severity': ticket.severity,
    'ticket.priority': ticket.priority,
    'ticket.type': ticket.type,
    'ticket.tags': tags.map((t) => t.name).join(', '),
    'ticket.url': urls.ticket(ticket.id),
    'ticket.description': ticket.description,
    'device.displayName': device?.display_name ?? '',
    'device.url': device ? urls.device(device.id) : '',
    'organization.name': await organizationName(db, ticket.organization_id),
    'organization.url': ticket.organization_id === null ? '' : urls.organization(ticket.organization_id),
    ...personValues('assignee', await personByUid(db, assigneeUid), false),
    ...personValues('requester', await personByUid(db, ticket.requester_uid), true),
    ...personValues('currentUser', await personByUid(db, opts.currentUserUid ?? null), true),
  };
}
