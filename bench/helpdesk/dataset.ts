// The help-desk load: organisations, people, tags and 100,000 tickets put in with plain multi-row
// INSERTs (a load generator, not the demo), and rules saved straight into automation_rules.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AutomationRuleData } from '@warden/domain';
import { insertRule } from '../../apps/server/src/automations/rule-queries.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { allSortKeys, refreshSortKeys } from '../../apps/server/src/tickets/ticket-sort-keys.ts';

const PRIORITIES = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'URGENT'];
const SEVERITIES = ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'];
const TYPES = ['PROBLEM', 'QUESTION', 'INCIDENT', 'TASK'];
const SOURCES = ['EMAIL', 'TECHNICIAN', 'END_USER', 'API'];
const WORDS = [
  'printer',
  'password',
  'backup',
  'mail',
  'vpn',
  'laptop',
  'screen',
  'network',
  'licence',
  'phone',
];

/** A small deterministic generator, so two runs load the same tickets. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface Dataset {
  tagIds: string[];
  technicianUids: string[];
  requesterUids: string[];
}

async function insertMany<T extends Record<string, unknown>>(
  db: Db,
  table: string,
  rows: T[],
  batch = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    // biome-ignore lint/suspicious/noExplicitAny: one loader for several tables
    await (db.kysely as any)
      .insertInto(table)
      .values(rows.slice(i, i + batch))
      .execute();
  }
}

export async function loadTickets(db: Db, count: number): Promise<Dataset> {
  const rnd = random(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const stamp = new Date().toISOString();

  const orgs = Array.from({ length: 20 }, (_, i) => ({
    name: `Org ${i}`,
    description: '',
    deleted: 0,
    created_at: stamp,
    updated_at: stamp,
  }));
  await insertMany(db, 'organizations', orgs);
  const orgIds = (await db.kysely.selectFrom('organizations').select('id').execute()).map((r) => r.id);
  const locations = orgIds.map((organization_id) => ({
    organization_id,
    name: `Site ${organization_id}`,
    address: '',
    description: '',
    deleted: 0,
    created_at: stamp,
    updated_at: stamp,
  }));
  await insertMany(db, 'locations', locations);
  const locationOf = new Map(
    (await db.kysely.selectFrom('locations').select(['id', 'organization_id']).execute()).map((r) => [
      r.organization_id,
      r.id,
    ]),
  );

  const technicianUids = Array.from({ length: 10 }, () => randomUUID());
  await insertMany(
    db,
    'users',
    technicianUids.map((uid, i) => ({
      uid,
      email: `bench-tech-${i}@example.test`,
      first_name: 'Tech',
      last_name: String(i),
      phone: null,
      user_type: 'TECHNICIAN',
      status: 'ACTIVE',
      role_id: null,
      password_hash: null,
      hide_help_tooltip: 0,
      last_login_at: null,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const techIds = (
    await db.kysely.selectFrom('users').select('id').where('uid', 'in', technicianUids).execute()
  ).map((r) => r.id);
  const requesterUids = Array.from({ length: 200 }, () => randomUUID());
  await insertMany(
    db,
    'end_users',
    requesterUids.map((uid, i) => ({
      uid,
      kind: 'END_USER',
      organization_id: orgIds[i % orgIds.length],
      first_name: 'User',
      last_name: String(i),
      name: `User ${i}`,
      email: `user-${i}@example.test`,
      email_lower: `user-${i}@example.test`,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const tagIds = Array.from({ length: 100 }, (_, i) => `bench${String(i).padStart(5, '0')}`);
  await insertMany(
    db,
    'tags',
    tagIds.map((id, i) => ({ id, name: `tag ${i}`, name_lower: `tag ${i}`, created_at: stamp })),
  );

  const DAY = 86_400_000;
  await db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { kysely: trx, dialect: db.dialect };
    const tickets = [];
    for (let i = 0; i < count; i++) {
      const org = pick(orgIds);
      const created = rnd() * 60 * DAY;
      const updated = created * rnd();
      const assigned = rnd() < 0.7;
      tickets.push({
        summary: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
        description: `The ${pick(WORDS)} needs looking at`,
        status_id: 1 + Math.floor(rnd() * 6),
        priority: pick(PRIORITIES),
        severity: pick(SEVERITIES),
        type: pick(TYPES),
        source: pick(SOURCES),
        organization_id: org,
        location_id: rnd() < 0.5 ? (locationOf.get(org) ?? null) : null,
        requester_uid: rnd() < 0.9 ? pick(requesterUids) : null,
        assigned_user_id: assigned ? pick(techIds) : null,
        ticket_form_id: 1,
        create_time: iso(created),
        last_updated: iso(updated),
        last_updated_by: 'Bench',
        assigned_time: assigned ? iso(updated) : null,
        status_changed_time: iso(updated),
        customer_responded_time: rnd() < 0.5 ? iso(updated * rnd()) : null,
        total_time_tracked: Math.floor(rnd() * 7200),
        reply_token: randomBytes(12).toString('hex'),
      });
      if (tickets.length === 500) await insertMany(tdb, 'tickets', tickets.splice(0));
    }
    await insertMany(tdb, 'tickets', tickets);
    // Rows put in directly get their sort keys as the ticket writer would give them.
    await refreshSortKeys(tdb, allSortKeys, (eb) => eb('tickets.id', '>', 0));
    // Every tenth ticket carries one tag, so a rule on a tag selects one ticket in a thousand.
    const ids = (await trx.selectFrom('tickets').select('id').execute()).map((r) => r.id);
    const tagged = ids
      .filter((_, i) => i % 10 === 0)
      .map((ticket_id, i) => ({ ticket_id, tag_id: tagIds[i % tagIds.length]! }));
    await insertMany(tdb, 'ticket_tags', tagged);
  });
  if (db.dialect === 'postgres') await sqlAnalyze(db);
  return { tagIds, technicianUids, requesterUids };
}

async function sqlAnalyze(db: Db) {
  const { sql } = await import('kysely');
  // What autovacuum gives a live database soon after: statistics, and the visibility map that
  // lets a count read an index alone.
  await sql`vacuum analyze`.execute(db.kysely);
}

const baseRule = {
  description: '',
  enabled: true,
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: null,
};

/** Event rules on the usual fields, almost none of which hold for one given update. */
export async function loadEventRules(db: Db, count: number, data: Dataset): Promise<void> {
  const shapes = [
    (i: number) => [
      { field: 'priority', operator: 'equals', value: 'URGENT' },
      { field: 'summary', operator: 'contains', value: `never-${i}` },
    ],
    (i: number) => [
      { field: 'tags', operator: 'contains_any', value: [data.tagIds[i % data.tagIds.length]] },
    ],
    (i: number) => [
      { field: 'status', operator: 'changed_to', value: 5 },
      { field: 'organization', operator: 'contains_any', value: [1 + (i % 20)] },
    ],
    (i: number) => [
      { field: 'requester', operator: 'equals', value: data.requesterUids[i % data.requesterUids.length] },
      { field: 'action', operator: 'equals', value: 'INSERT' },
    ],
    (i: number) => [
      { field: 'status', operator: 'parent_equals', value: 6 },
      { field: 'description', operator: 'contains', value: `rare-${i}` },
    ],
  ];
  for (let i = 0; i < count; i++) {
    await insertRule(
      db,
      {
        ...baseRule,
        name: `Event rule ${i}`,
        automationType: 'EVENT_BASED',
        conditions: { all: shapes[i % shapes.length]!(i), any: [] },
        actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Bench', public: false }],
      } as unknown as AutomationRuleData,
      null,
    );
  }
}

/** Time rules, each on a tag (about a hundred tickets) and the time since the last change. */
export async function loadTimeRules(db: Db, count: number, data: Dataset): Promise<void> {
  for (let i = 0; i < count; i++) {
    await insertRule(
      db,
      {
        ...baseRule,
        name: `Time rule ${i}`,
        automationType: 'TIME_BASED',
        conditions: {
          all: [
            { field: 'ticket_changed', operator: 'greater_or_equal_than', value: `${24 * (1 + (i % 5))}:0` },
            { field: 'status', operator: 'not_equals', value: 6 },
            { field: 'tags', operator: 'contains_any', value: [data.tagIds[i]] },
          ],
          any: [],
        },
        actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Still open after a while', public: false }],
        conditionReset: { resetStatus: 2, resetTimeValue: null, resetTimeUnit: null },
      } as unknown as AutomationRuleData,
      null,
    );
  }
}
