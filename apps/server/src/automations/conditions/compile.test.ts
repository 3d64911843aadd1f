// The condition compiler, field by field and operator by operator: tickets with known values and times,
// and for each condition the tickets it selects, on SQLite and PostgreSQL.
import {
  type BusinessHours,
  type Condition,
  type ConditionValue,
  defaultTicketingSettings,
} from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  insertAttribute,
  insertLocation,
  insertOrganization,
  insertStatus,
  insertTag,
  insertTechnician,
  insertTicketRow,
  setAttributeValue,
  tagTicket,
} from '../testing/ticket-rows.ts';
import { attributeTypes } from './attribute-types.ts';
import { type CompileOptions, compileCondition, compileConditions } from './compile.ts';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const alwaysOpen: BusinessHours = { ...defaultTicketingSettings.businessHours, twentyFourSeven: true };

let t: TestApp;
const ids = { A: 0, B: 0, C: 0 };
const ref = {} as Record<'org1' | 'loc1' | 'child' | 'tag1' | 'tag2' | 'techUid', string | number> &
  Record<'multi' | 'dropdown' | 'checkbox' | 'text' | 'numeric', number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const org1 = await insertOrganization(db, 'First');
  const org2 = await insertOrganization(db, 'Second');
  const loc1 = await insertLocation(db, org1, 'HQ');
  const child = await insertStatus(db, 'Open, waiting on parts', 2);
  const tech = await insertTechnician(db, 'tech@example.test');
  const tag1 = await insertTag(db, 'printer');
  const tag2 = await insertTag(db, 'account');
  Object.assign(ref, { org1, loc1, child, tag1, tag2, techUid: tech.uid });
  ref.multi = await insertAttribute(db, 'Parts', 'MULTI_SELECT', {
    values: [
      { id: 'o1', name: 'One' },
      { id: 'o2', name: 'Two' },
    ],
  });
  ref.dropdown = await insertAttribute(db, 'Site', 'DROPDOWN', { values: [{ id: 'd1', name: 'D1' }] });
  ref.checkbox = await insertAttribute(db, 'VIP', 'CHECKBOX');
  ref.text = await insertAttribute(db, 'Room', 'TEXT');
  ref.numeric = await insertAttribute(db, 'Seats', 'NUMERIC');

  ids.A = await insertTicketRow(db, {
    summary: 'Printer on fire',
    description: 'The office printer',
    status_id: 1,
    priority: 'HIGH',
    severity: 'MAJOR',
    type: 'PROBLEM',
    source: 'EMAIL',
    organization_id: org1,
    location_id: loc1,
    ticket_form_id: 1,
    requester_uid: 'req-a',
    assigned_user_id: tech.id,
    create_time: ago(180),
    last_updated: ago(30),
    assigned_time: ago(120),
    status_changed_time: ago(180),
    technician_responded_time: ago(60),
  });
  ids.B = await insertTicketRow(db, {
    summary: 'Password reset',
    status_id: child,
    priority: 'LOW',
    organization_id: org2,
    create_time: ago(30),
    last_updated: ago(10),
    status_changed_time: ago(20),
    customer_responded_time: ago(300),
  });
  ids.C = await insertTicketRow(db, {
    summary: 'Backup 100% done_',
    status_id: 2,
    create_time: ago(65),
    last_updated: ago(120),
    status_changed_time: ago(65),
  });
  await tagTicket(db, ids.A, tag1);
  await tagTicket(db, ids.B, tag2);
  await setAttributeValue(db, ids.A, ref.multi, { text: JSON.stringify(['o1', 'o2']) });
  await setAttributeValue(db, ids.A, ref.dropdown, { text: 'd1' });
  await setAttributeValue(db, ids.A, ref.checkbox, { number: 1 });
  await setAttributeValue(db, ids.A, ref.text, { text: 'Room 12' });
  await setAttributeValue(db, ids.A, ref.numeric, { number: 5 });
  await setAttributeValue(db, ids.B, ref.checkbox, { number: 0 });
  await setAttributeValue(db, ids.B, ref.numeric, { number: 50 });
});
afterAll(async () => t?.close());

type Label = keyof typeof ids;
type Case = [
  field: string | (() => string),
  operator: string,
  value: ConditionValue | (() => ConditionValue),
  expected: Label[],
  extra?: Partial<CompileOptions>,
];

const attr = (name: keyof typeof ref) => () => `attribute:${ref[name]}`;
const v = (name: keyof typeof ref) => () => ref[name] as ConditionValue;
const vs = (name: keyof typeof ref) => () => [ref[name]] as ConditionValue;

const cases: Case[] = [
  ['type', 'equals', 'PROBLEM', ['A']],
  ['type', 'not_equals', 'PROBLEM', ['B', 'C']],
  ['source', 'equals', 'EMAIL', ['A']],
  ['severity', 'equals', 'MAJOR', ['A']],
  ['priority', 'not_equals', 'NONE', ['A', 'B']],
  ['status', 'equals', 1, ['A']],
  ['status', 'not_equals', 1, ['B', 'C']],
  ['status', 'parent_equals', 2, ['B', 'C']],
  ['status', 'parent_not_equals', 2, ['A']],
  ['summary', 'contains', 'PRINTER', ['A']],
  ['summary', 'does_not_contain', 'printer', ['B', 'C']],
  ['summary', 'contains_any', ['reset', 'fire'], ['A', 'B']],
  ['summary', 'contains_none', ['reset', 'fire'], ['C']],
  ['summary', 'contains', '100%', ['C']],
  ['summary', 'contains', '%', ['C']],
  ['summary', 'contains', 'done_', ['C']],
  ['description', 'contains', 'office', ['A']],
  ['organization', 'contains_any', vs('org1'), ['A']],
  ['organization', 'contains_none', vs('org1'), ['B', 'C']],
  ['organization', 'present', null, ['A', 'B']],
  ['organization', 'not_present', null, ['C']],
  ['location', 'present', null, ['A']],
  ['location', 'contains_any', vs('loc1'), ['A']],
  ['location', 'contains_none', vs('loc1'), ['B', 'C']],
  ['form', 'equals', 1, ['A']],
  ['form', 'not_equals', 1, ['B', 'C']],
  ['form', 'contains_any', [1], ['A']],
  ['form', 'contains_none', [1], ['B', 'C']],
  ['requester', 'present', null, ['A']],
  ['requester', 'not_present', null, ['B', 'C']],
  ['requester', 'equals', 'req-a', ['A']],
  ['requester', 'not_equals', 'req-a', ['B', 'C']],
  ['requester', 'contains_any', ['x', 'req-a'], ['A']],
  ['requester', 'contains_none', ['req-a'], ['B', 'C']],
  ['requester', 'equals', 'CURRENT_USER', ['A'], { currentUserUid: 'req-a' }],
  ['requester', 'equals', 'CURRENT_USER', []],
  // Nobody is the current user, so no ticket's requester is them.
  ['requester', 'contains_none', ['CURRENT_USER'], ['A', 'B', 'C']],
  ['assignee', 'equals', v('techUid'), ['A']],
  ['assignee', 'not_equals', v('techUid'), ['B', 'C']],
  ['assignee', 'present', null, ['A']],
  ['assignee', 'not_present', null, ['B', 'C']],
  ['assignee', 'contains_any', vs('techUid'), ['A']],
  ['assignee', 'contains_none', vs('techUid'), ['B', 'C']],
  [
    'assignee',
    'equals',
    'CURRENT_USER',
    ['A'],
    {
      get currentUserUid() {
        return ref.techUid as string;
      },
    },
  ],
  ['tags', 'contains_any', vs('tag1'), ['A']],
  ['tags', 'contains_none', vs('tag1'), ['B', 'C']],
  ['tags', 'present', null, ['A', 'B']],
  ['tags', 'not_present', null, ['C']],
  ['ticket_created', 'greater_or_equal_than', '2:0', ['A']],
  ['ticket_created', 'less_or_equal_than', '1:0', ['B']],
  ['ticket_created', 'is', '1:0', ['C']],
  ['ticket_changed', 'greater_or_equal_than', '0:15', ['A', 'C']],
  ['assigned', 'greater_or_equal_than', '1:0', ['A']],
  ['assigned', 'less_or_equal_than', '1:0', []],
  ['customer_responded', 'greater_or_equal_than', '4:0', ['B']],
  ['technician_responded', 'less_or_equal_than', '2:0', ['A']],
  ['status:1', 'greater_or_equal_than', '2:0', ['A']],
  ['status:2', 'greater_or_equal_than', '0:15', ['C']],
  [attr('multi'), 'contains_any', ['o2'], ['A']],
  [attr('multi'), 'contains_any', ['o'], []],
  [attr('multi'), 'contains_none', ['o2'], ['B', 'C']],
  [attr('multi'), 'present', null, ['A']],
  [attr('multi'), 'not_present', null, ['B', 'C']],
  [attr('dropdown'), 'equals', 'd1', ['A']],
  [attr('dropdown'), 'not_equals', 'd1', ['B', 'C']],
  [attr('checkbox'), 'equals', true, ['A']],
  [attr('checkbox'), 'equals', false, ['B']],
  [attr('checkbox'), 'not_equals', true, ['B', 'C']],
  [attr('text'), 'contains', 'room', ['A']],
  [attr('text'), 'does_not_contain', 'room', ['B', 'C']],
  [attr('text'), 'contains_any', ['12', 'zz'], ['A']],
  [attr('numeric'), 'greater_than', 5, ['B']],
  [attr('numeric'), 'less_or_equal_than', 5, ['A']],
  [attr('numeric'), 'greater_or_equal_than', 5, ['A', 'B']],
  [attr('numeric'), 'less_than', 50, ['A']],
  ['business_hours', 'in', null, ['A', 'B', 'C'], { businessHours: alwaysOpen }],
  ['business_hours', 'not_in', null, [], { businessHours: alwaysOpen }],
  [
    'action',
    'equals',
    'INSERT',
    ['A', 'B', 'C'],
    { change: { event: 'INSERT', diff: {}, actor: { kind: 'TECHNICIAN', uid: null, name: 'x' } } },
  ],
  ['action', 'equals', 'INSERT', []],
  [
    'status',
    'changed',
    null,
    ['A', 'B', 'C'],
    {
      change: {
        event: 'UPDATE',
        diff: { status: { old: 1, new: 2 } },
        actor: { kind: 'TECHNICIAN', uid: null, name: 'x' },
      },
    },
  ],
  [
    'status',
    'changed_to',
    3,
    [],
    {
      change: {
        event: 'UPDATE',
        diff: { status: { old: 1, new: 2 } },
        actor: { kind: 'TECHNICIAN', uid: null, name: 'x' },
      },
    },
  ],
];

async function selected(where: ReturnType<typeof compileCondition>): Promise<Label[]> {
  const rows = await t.app.db.kysely
    .selectFrom('tickets as t')
    .select('t.id')
    .where(where)
    .orderBy('t.id')
    .execute();
  const byId = new Map(Object.entries(ids).map(([k, id]) => [id, k as Label]));
  return rows.map((r) => byId.get(r.id)!);
}

describe('compileCondition', () => {
  it.each(
    cases.map(
      (c) =>
        [
          `${typeof c[0] === 'string' ? c[0] : 'attribute'} ${c[1]} ${JSON.stringify(typeof c[2] === 'function' ? '…' : c[2])}`,
          c,
        ] as const,
    ),
  )('%s', async (_name, [field, operator, value, expected, extra]) => {
    const condition = {
      field: typeof field === 'function' ? field() : field,
      operator,
      value: typeof value === 'function' ? value() : value,
    } as Condition;
    const opts: CompileOptions = {
      now: NOW,
      businessHours: defaultTicketingSettings.businessHours,
      attributeTypes: await attributeTypes(t.app.db),
      ...extra,
    };
    if (extra && 'currentUserUid' in extra) opts.currentUserUid = extra.currentUserUid;
    // Both shapes of the SQL, the one for many tickets and the one for a single ticket, agree.
    expect(await selected(compileCondition(condition, opts))).toEqual(expected);
    expect(await selected(compileCondition(condition, { ...opts, tickets: 'one' }))).toEqual(expected);
  });

  it('needs every `all` condition and one `any` condition', async () => {
    const opts = { now: NOW, businessHours: alwaysOpen };
    const groups = {
      all: [{ field: 'organization', operator: 'present', value: null }],
      any: [
        { field: 'priority', operator: 'equals', value: 'LOW' },
        { field: 'type', operator: 'equals', value: 'TASK' },
      ],
    } as never;
    expect(await selected(compileConditions(groups, opts))).toEqual(['B']);
    expect(await selected(compileConditions({ all: [], any: [] }, opts))).toEqual(['A', 'B', 'C']);
  });
});
