// A ticket change's diff in words for a notification: each changed field with its old and new value
// by name (statuses, people, tags, attributes), and whether end users are shown it. Tags, custom
// attributes, the CC list and the ticket's placement are the desk's own business and stay with
// technicians.
import type { Db } from '../../db/database.ts';
import type { TicketChange } from '../ticket-events.ts';

export interface ChangeLine {
  key: string;
  label: string;
  from: string;
  to: string;
  /** Shown to end users and contacts as well as technicians. */
  public: boolean;
}

const LABELS: Record<string, string> = {
  summary: 'Subject',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  severity: 'Severity',
  type: 'Type',
  source: 'Source',
  organization: 'Organization',
  location: 'Location',
  device: 'Device',
  requester: 'Requester',
  assignee: 'Assignee',
  cc: 'CC',
  tags: 'Tags',
  form: 'Form',
  parent: 'Parent problem',
};

const PUBLIC_KEYS = new Set(['summary', 'description', 'status', 'priority', 'severity', 'type', 'assignee']);

/** Keys whose change a separate notification covers (onAssigned, onRemoved, onCCAdded). */
export const PEOPLE_KEYS = new Set(['assignee', 'cc']);

const NONE = 'none';

/** HIGH -> High, SERVICE_REQUEST -> Service request. */
const enumWord = (v: string) => (v ? v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, ' ') : NONE);

async function personName(db: Db, uid: unknown): Promise<string> {
  if (typeof uid !== 'string' || !uid) return NONE;
  const user = await db.kysely
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (user) return `${user.first_name} ${user.last_name}`.trim() || user.email;
  const endUser = await db.kysely
    .selectFrom('end_users')
    .select('name')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return endUser?.name ?? NONE;
}

async function nameById(
  db: Db,
  table: 'ticket_statuses' | 'organizations' | 'locations' | 'ticket_forms',
  id: unknown,
): Promise<string> {
  if (typeof id !== 'number') return NONE;
  const row = await db.kysely.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? `#${id}`;
}

async function deviceName(db: Db, id: unknown): Promise<string> {
  if (typeof id !== 'number') return NONE;
  const row = await db.kysely
    .selectFrom('devices')
    .select(['display_name', 'friendly_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.friendly_name || row.display_name : `#${id}`;
}

async function tagNames(db: Db, ids: unknown): Promise<string> {
  if (!Array.isArray(ids) || ids.length === 0) return NONE;
  const rows = await db.kysely
    .selectFrom('tags')
    .select('name')
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name).join(', ') || NONE;
}

async function ccNames(db: Db, cc: unknown): Promise<string> {
  const list = (cc ?? {}) as { uids?: string[]; emails?: string[] };
  const names = [
    ...(await Promise.all((list.uids ?? []).map((uid) => personName(db, uid)))),
    ...(list.emails ?? []),
  ];
  return names.join(', ') || NONE;
}

async function attributeValue(db: Db, attributeId: number, value: unknown) {
  const attribute = await db.kysely
    .selectFrom('ticket_attributes')
    .select(['name', 'content'])
    .where('id', '=', attributeId)
    .executeTakeFirst();
  const options = (JSON.parse(attribute?.content ?? '{}') as { values?: { id: string; name: string }[] })
    .values;
  const option = (v: unknown) => options?.find((o) => o.id === v)?.name ?? String(v);
  let text: string;
  if (value === null || value === undefined || value === '') text = NONE;
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (Array.isArray(value)) text = value.map(option).join(', ') || NONE;
  else text = option(value);
  return { label: attribute?.name ?? `Attribute ${attributeId}`, text };
}

async function valueText(db: Db, key: string, value: unknown): Promise<string> {
  switch (key) {
    case 'status':
      return nameById(db, 'ticket_statuses', value);
    case 'organization':
      return nameById(db, 'organizations', value);
    case 'location':
      return nameById(db, 'locations', value);
    case 'form':
      return nameById(db, 'ticket_forms', value);
    case 'device':
      return deviceName(db, value);
    case 'requester':
    case 'assignee':
      return personName(db, value);
    case 'tags':
      return tagNames(db, value);
    case 'cc':
      return ccNames(db, value);
    case 'parent':
      return typeof value === 'number' ? `#${value}` : NONE;
    case 'priority':
    case 'severity':
    case 'type':
    case 'source':
      return enumWord(String(value ?? ''));
    case 'description':
      // The whole text would drown the message; the ticket shows it.
      return value ? 'changed' : NONE;
    default:
      return value === null || value === undefined || value === '' ? NONE : String(value);
  }
}

/** One line per changed field, in the diff's order. */
export async function describeChanges(db: Db, diff: TicketChange['diff']): Promise<ChangeLine[]> {
  const lines: ChangeLine[] = [];
  for (const [key, { old, new: next }] of Object.entries(diff)) {
    const attribute = /^attribute:(\d+)$/.exec(key);
    if (attribute) {
      const id = Number(attribute[1]);
      const from = await attributeValue(db, id, old);
      const to = await attributeValue(db, id, next);
      lines.push({ key, label: to.label, from: from.text, to: to.text, public: false });
      continue;
    }
    const from = key === 'description' ? '' : await valueText(db, key, old);
    lines.push({
      key,
      label: LABELS[key] ?? key,
      from,
      to: await valueText(db, key, next),
      public: PUBLIC_KEYS.has(key),
    });
  }
  return lines;
}
