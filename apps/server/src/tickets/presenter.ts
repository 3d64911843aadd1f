// Ticket rows to the API's shapes. Names (status, organisation, location, device, requester,
// assignee, tags, form) and custom attribute values are resolved for a whole page at once, one query
// per kind, never per row.
import { hoursDecimal, type Ticket, type TicketPerson, type TicketRow } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { attributeValuesOf } from './attribute-values.ts';
import type { TicketRecord } from './ticket-queries.ts';

const ids = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

async function byId<R extends { id: number }>(list: number[], load: (batch: number[]) => Promise<R[]>) {
  return new Map((await inBatches(list, load)).map((r) => [r.id, r]));
}

const fullName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

/** People by uid: end users and contacts first, then user accounts (technicians). */
async function peopleByUid(db: Db, uids: string[]): Promise<Map<string, TicketPerson>> {
  const out = new Map<string, TicketPerson>();
  const endUsers = await inBatches(uids, (batch) =>
    db.kysely
      .selectFrom('end_users')
      .select(['id', 'uid', 'name', 'email', 'kind', 'deleted'])
      .where('uid', 'in', batch)
      .execute(),
  );
  for (const e of endUsers) {
    out.set(e.uid, {
      uid: e.uid,
      id: e.id,
      name: e.name,
      email: e.email,
      kind: e.kind,
      deleted: e.deleted === 1,
    });
  }
  const users = await inBatches(
    uids.filter((u) => !out.has(u)),
    (batch) =>
      db.kysely
        .selectFrom('users')
        .select(['id', 'uid', 'first_name', 'last_name', 'email', 'user_type'])
        .where('uid', 'in', batch)
        .execute(),
  );
  for (const u of users) {
    out.set(u.uid, {
      uid: u.uid,
      id: u.id,
      name: fullName(u),
      email: u.email,
      kind: u.user_type === 'TECHNICIAN' ? 'TECHNICIAN' : 'END_USER',
      deleted: false,
    });
  }
  return out;
}

async function assigneesById(db: Db, userIds: number[]): Promise<Map<number, TicketPerson>> {
  const users = await byId(userIds, (batch) =>
    db.kysely
      .selectFrom('users')
      .select(['id', 'uid', 'first_name', 'last_name', 'email'])
      .where('id', 'in', batch)
      .execute(),
  );
  return new Map(
    [...users].map(([id, u]) => [
      id,
      { uid: u.uid, id, name: fullName(u), email: u.email, kind: 'TECHNICIAN' as const, deleted: false },
    ]),
  );
}

async function tagsByTicket(db: Db, ticketIds: number[]) {
  const rows = await inBatches(ticketIds, (batch) =>
    db.kysely
      .selectFrom('ticket_tags as tt')
      .innerJoin('tags', 'tags.id', 'tt.tag_id')
      .select(['tt.ticket_id', 'tags.id', 'tags.name'])
      .where('tt.ticket_id', 'in', batch)
      .orderBy('tags.name_lower')
      .execute(),
  );
  const out = new Map<number, { id: string; name: string }[]>();
  for (const r of rows) {
    if (!out.has(r.ticket_id)) out.set(r.ticket_id, []);
    out.get(r.ticket_id)!.push({ id: r.id, name: r.name });
  }
  return out;
}

/** A page of tickets as list rows. */
export async function presentTicketRows(db: Db, rows: TicketRecord[]): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  const statuses = await byId(ids(rows.map((r) => r.status_id)), (batch) =>
    db.kysely.selectFrom('ticket_statuses').selectAll().where('id', 'in', batch).execute(),
  );
  const orgs = await byId(ids(rows.map((r) => r.organization_id)), (batch) =>
    db.kysely
      .selectFrom('organizations')
      .select(['id', 'name', 'deleted'])
      .where('id', 'in', batch)
      .execute(),
  );
  const locations = await byId(ids(rows.map((r) => r.location_id)), (batch) =>
    db.kysely.selectFrom('locations').select(['id', 'name', 'deleted']).where('id', 'in', batch).execute(),
  );
  const devices = await byId(ids(rows.map((r) => r.device_id)), (batch) =>
    db.kysely
      .selectFrom('devices')
      .select(['id', 'display_name', 'removed_at'])
      .where('id', 'in', batch)
      .execute(),
  );
  const forms = await byId(ids(rows.map((r) => r.ticket_form_id)), (batch) =>
    db.kysely.selectFrom('ticket_forms').select(['id', 'name', 'active']).where('id', 'in', batch).execute(),
  );
  const people = await peopleByUid(db, ids(rows.map((r) => r.requester_uid)));
  const assignees = await assigneesById(db, ids(rows.map((r) => r.assigned_user_id)));
  const ticketIds = rows.map((r) => r.id);
  const tags = await tagsByTicket(db, ticketIds);
  const values = await attributeValuesOf(db, ticketIds);

  const named = (n: { id: number; name: string; deleted: number } | undefined) =>
    n ? { id: n.id, name: n.name, deleted: n.deleted === 1 } : null;
  return rows.map((r) => {
    const status = statuses.get(r.status_id)!;
    const device = r.device_id === null ? undefined : devices.get(r.device_id);
    const form = r.ticket_form_id === null ? undefined : forms.get(r.ticket_form_id);
    return {
      id: r.id,
      summary: r.summary,
      description: r.description,
      status: {
        id: status.id,
        name: status.name,
        color: status.color,
        parentId: status.parent_id,
        solved: status.solved === 1,
      },
      priority: r.priority as TicketRow['priority'],
      severity: r.severity as TicketRow['severity'],
      type: r.type as TicketRow['type'],
      parentTicketId: r.parent_ticket_id,
      source: r.source as TicketRow['source'],
      organization: named(r.organization_id === null ? undefined : orgs.get(r.organization_id)),
      location: named(r.location_id === null ? undefined : locations.get(r.location_id)),
      device: device
        ? { id: device.id, displayName: device.display_name, deleted: device.removed_at !== null }
        : null,
      requesterUid: r.requester_uid,
      requester: r.requester_uid === null ? null : (people.get(r.requester_uid) ?? null),
      assignedAppUserId: r.assigned_user_id,
      assignedAppUser: r.assigned_user_id === null ? null : (assignees.get(r.assigned_user_id) ?? null),
      tags: tags.get(r.id) ?? [],
      attributes: [...(values.get(r.id) ?? [])].map(([attributeId, value]) => ({ attributeId, value })),
      ticketForm: form ? { id: form.id, name: form.name, active: form.active === 1 } : null,
      createTime: r.create_time,
      lastUpdated: r.last_updated,
      lastUpdatedBy: r.last_updated_by,
      lastUpdatedTimeByAssignee: r.last_updated_time_by_assignee,
      lastUpdatedTimeByRequester: r.last_updated_time_by_requester,
      solvedTime: r.solved_time,
      totalTimeTracked: r.total_time_tracked,
      totalTimeTrackedDecimal: hoursDecimal(r.total_time_tracked),
      allowResponse: r.allow_response === 1,
    };
  });
}

/** One ticket with its CC list (its people named) and parent problem. */
export async function presentTicket(db: Db, row: TicketRecord): Promise<Ticket> {
  const [base] = await presentTicketRows(db, [row]);
  const parent =
    row.parent_ticket_id === null
      ? undefined
      : await db.kysely
          .selectFrom('tickets')
          .select(['id', 'summary'])
          .where('id', '=', row.parent_ticket_id)
          .executeTakeFirst();
  const cc = JSON.parse(row.cc_list) as Ticket['ccList'];
  const uids = cc.uids ?? [];
  const people = await peopleByUid(db, uids);
  return {
    ...base!,
    parentTicket: parent ?? null,
    ccList: { uids, emails: cc.emails ?? [] },
    ccPeople: uids.flatMap((uid) => people.get(uid) ?? []),
  };
}
