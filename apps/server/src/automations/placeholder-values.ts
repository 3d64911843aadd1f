// The values a rule's e-mail and comment templates fill in for one ticket (the domain's
// ticketPlaceholders): the ticket, its device and organisation, the people on it and the current user.
import type { Db } from '../db/database.ts';

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

async function organizationNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Requesters, assignees or current users named by uid: technicians' or end users'; unknown ones left out. */
export async function peopleByUid(db: Db, uids: (string | null)[]): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  const wanted = [...new Set(uids.filter((uid): uid is string => !!uid))];
  if (wanted.length === 0) return people;
  const users = await db.kysely
    .selectFrom('users')
    .select(['uid', 'email', 'first_name', 'last_name', 'phone'])
    .where('uid', 'in', wanted)
    .execute();
  for (const user of users) {
    const name = `${user.first_name} ${user.last_name}`.trim();
    people.set(user.uid, {
      email: user.email,
      name: name || user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone ?? '',
      organizationName: '',
    });
  }
  const others = wanted.filter((uid) => !people.has(uid));
  if (others.length === 0) return people;
  const endUsers = await db.kysely
    .selectFrom('end_users')
    .select(['uid', 'email', 'name', 'first_name', 'last_name', 'phone', 'organization_id'])
    .where('uid', 'in', others)
    .execute();
  const orgs = await organizationNames(
    db,
    endUsers.map((e) => e.organization_id),
  );
  for (const endUser of endUsers) {
    // A contact made from a mail's sender often has only the name it signed with.
    const [first = '', ...rest] = endUser.name.trim().split(/\s+/);
    people.set(endUser.uid, {
      email: endUser.email ?? '',
      name: endUser.name,
      firstName: endUser.first_name || first,
      lastName: endUser.last_name || (endUser.first_name ? '' : rest.join(' ')),
      phone: endUser.phone ?? '',
      organizationName: endUser.organization_id === null ? '' : (orgs.get(endUser.organization_id) ?? ''),
    });
  }
  return people;
}

/** A requester, assignee or current user named by uid: a technician's or an end user's. */
export async function personByUid(db: Db, uid: string | null): Promise<Person | null> {
  if (!uid) return null;
  return (await peopleByUid(db, [uid])).get(uid) ?? null;
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
 * Every placeholder's value for each ticket ('' where a ticket has nothing, e.g. no device), read for
 * all of them at once; a missing or deleted ticket has none. currentUserUid is whoever the rule runs
 * for, absent for time-based rules.
 */
export async function placeholderValuesOf(
  db: Db,
  ticketIds: readonly number[],
  opts: { publicUrl: string; currentUserUid?: string | null },
): Promise<Map<number, Values>> {
  const out = new Map<number, Values>();
  if (ticketIds.length === 0) return out;
  // Deleted ones are left out here, not in SQL, where SQLite would rather read its index on `deleted`.
  const tickets = (
    await db.kysely
      .selectFrom('tickets')
      .selectAll()
      .where('id', 'in', [...new Set(ticketIds)])
      .execute()
  ).filter((t) => t.deleted === 0);
  if (tickets.length === 0) return out;
  const ids = tickets.map((t) => t.id);
  const urls = consoleUrls(opts.publicUrl);
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const statuses = new Map(
    (
      await db.kysely
        .selectFrom('ticket_statuses')
        .select(['id', 'name'])
        .where('id', 'in', unique(tickets.map((t) => t.status_id)))
        .execute()
    ).map((r) => [r.id, r.name]),
  );
  const tags = new Map<number, string[]>();
  const tagRows = await db.kysely
    .selectFrom('ticket_tags')
    .innerJoin('tags', 'tags.id', 'ticket_tags.tag_id')
    .select(['ticket_tags.ticket_id', 'tags.name'])
    .where('ticket_tags.ticket_id', 'in', ids)
    .orderBy('tags.name_lower')
    .execute();
  for (const row of tagRows) tags.set(row.ticket_id, [...(tags.get(row.ticket_id) ?? []), row.name]);
  const deviceIds = unique(tickets.map((t) => t.device_id));
  const devices = new Map(
    deviceIds.length === 0
      ? []
      : (
          await db.kysely
            .selectFrom('devices')
            .select(['id', 'display_name'])
            .where('id', 'in', deviceIds)
            .execute()
        ).map((d) => [d.id, d]),
  );
  const assigneeIds = unique(tickets.map((t) => t.assigned_user_id));
  const assigneeUids = new Map(
    assigneeIds.length === 0
      ? []
      : (
          await db.kysely.selectFrom('users').select(['id', 'uid']).where('id', 'in', assigneeIds).execute()
        ).map((u) => [u.id, u.uid]),
  );
  const assigneeOf = (t: (typeof tickets)[number]) =>
    t.assigned_user_id === null ? null : (assigneeUids.get(t.assigned_user_id) ?? null);
  const orgs = await organizationNames(
    db,
    tickets.map((t) => t.organization_id),
  );
  const people = await peopleByUid(db, [
    ...tickets.flatMap((t) => [assigneeOf(t), t.requester_uid]),
    opts.currentUserUid ?? null,
  ]);
  const person = (uid: string | null | undefined) => (uid ? (people.get(uid) ?? null) : null);

  for (const ticket of tickets) {
    const device = ticket.device_id === null ? undefined : devices.get(ticket.device_id);
    out.set(ticket.id, {
      'ticket.id': String(ticket.id),
      'ticket.createdDate': readableTime(ticket.create_time),
      'ticket.subject': ticket.summary,
      'ticket.status': statuses.get(ticket.status_id) ?? '',
      'ticket.severity': ticket.severity,
      'ticket.priority': ticket.priority,
      'ticket.type': ticket.type,
      'ticket.tags': (tags.get(ticket.id) ?? []).join(', '),
      'ticket.url': urls.ticket(ticket.id),
      'ticket.description': ticket.description,
      'device.displayName': device?.display_name ?? '',
      'device.url': device ? urls.device(device.id) : '',
      'organization.name': ticket.organization_id === null ? '' : (orgs.get(ticket.organization_id) ?? ''),
      'organization.url': ticket.organization_id === null ? '' : urls.organization(ticket.organization_id),
      ...personValues('assignee', person(assigneeOf(ticket)), false),
      ...personValues('requester', person(ticket.requester_uid), true),
      ...personValues('currentUser', person(opts.currentUserUid), true),
    });
  }
  return out;
}

/** Every placeholder's value for one ticket; none when it is missing or deleted. */
export async function placeholderValues(
  db: Db,
  ticketId: number,
  opts: { publicUrl: string; currentUserUid?: string | null },
): Promise<Values> {
  return (await placeholderValuesOf(db, [ticketId], opts)).get(ticketId) ?? {};
}
