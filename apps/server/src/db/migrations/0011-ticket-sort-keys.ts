// Sort keys kept on the ticket row, so the list orders by a named thing (organisation, location,
// device, requester, assignee, form) or by status position from one index on tickets instead of
// joining and sorting every ticket; and one narrow index holding the list's filter columns, so a
// page's count reads it instead of the table. Existing rows are filled in here; the ticket writer
// and the renames keep them in step (tickets/ticket-sort-keys.ts).
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

const keys: Record<string, string> = {
  status_position: '(SELECT position FROM ticket_statuses s WHERE s.id = tickets.status_id)',
  organization_name: '(SELECT lower(name) FROM organizations o WHERE o.id = tickets.organization_id)',
  location_name: '(SELECT lower(name) FROM locations l WHERE l.id = tickets.location_id)',
  device_name: '(SELECT lower(display_name) FROM devices d WHERE d.id = tickets.device_id)',
  requester_name: `lower(coalesce((SELECT name FROM end_users e WHERE e.uid = tickets.requester_uid),
    (SELECT first_name || ' ' || last_name FROM users u WHERE u.uid = tickets.requester_uid)))`,
  assignee_name:
    "(SELECT lower(first_name || ' ' || last_name) FROM users u WHERE u.id = tickets.assigned_user_id)",
  form_name: '(SELECT lower(name) FROM ticket_forms f WHERE f.id = tickets.ticket_form_id)',
};

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const key of Object.keys(keys)) {
    await db.schema
      .alterTable('tickets')
      .addColumn(key, key === 'status_position' ? 'integer' : 'text')
      .execute();
  }
  const set = Object.entries(keys).map(([key, value]) => `${key} = ${value}`);
  await sql.raw(`UPDATE tickets SET ${set.join(', ')}`).execute(db);
  const nullsFirst = dialect === 'postgres' ? ' NULLS FIRST' : '';
  for (const key of Object.keys(keys)) {
    await sql.raw(`CREATE INDEX tickets_sort_${key} ON tickets (${key}${nullsFirst}, id)`).execute(db);
  }
  // A whole description may exceed an index entry (PostgreSQL's limit): the list orders by a prefix first.
  await sql
    .raw(
      `CREATE INDEX tickets_sort_description ON tickets (lower(substr(description, 1, 500))${nullsFirst}, id)`,
    )
    .execute(db);
  await db.schema
    .createIndex('tickets_filters')
    .on('tickets')
    .columns([
      'deleted',
      'status_id',
      'priority',
      'severity',
      'type',
      'organization_id',
      'assigned_user_id',
      'device_id',
    ])
    .execute();
}
