// Creating and changing tickets through the API: the stored fields, the history and the change the
// rule engine hears, the derived times, and the 400s that name the field and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';
import type { TicketChange } from './ticket-events.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
const heard: TicketChange[] = [];

beforeAll(async () => {
  f = await helpdeskFixture(t);
  t.app.ticketEvents.on(async (_tdb, change) => {
    heard.push(change);
  });
});

const create = (body: Record<string, unknown>) => t.admin.post('/api/ticketing/tickets', body);
const update = (id: number, body: Record<string, unknown>) =>
  t.admin.put(`/api/ticketing/tickets/${id}`, body);
const history = async (id: number) => (await t.admin.get(`/api/ticketing/tickets/${id}/history`)).json();
const row = (id: number) =>
  t.app.db.kysely.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('creating a ticket', () => {
  it('stores every field and answers the ticket with names resolved', async () => {
    const res = await create({
      summary: 'Printer on fire',
      description: 'Smoke',
      priority: 'HIGH',
      severity: 'MAJOR',
      type: 'PROBLEM',
      organizationId: f.orgA,
      locationId: f.locationA,
      deviceId: f.deviceA,
      requesterUid: f.endUserUid,
      assignedAppUserId: t.admin.userId,
      tagIds: [f.tags.vip, f.tags.urgent],
      ccList: { uids: [], emails: ['boss@example.test'] },
      attributes: {
        [f.attributes.dropdown]: 'red',
        [f.attributes.numeric]: 12,
        [f.attributes.checkbox]: true,
        [f.attributes.multi]: ['blue', 'red'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      summary: 'Printer on fire',
      status: { id: 1, name: 'New', solved: false },
      source: 'TECHNICIAN',
      organization: { id: f.orgA, name: 'Alpha', deleted: false },
      location: { id: f.locationA, name: 'Site A' },
      device: { id: f.deviceA, displayName: 'pc-alpha' },
      requester: { uid: f.endUserUid, name: 'Erin Enduser', kind: 'END_USER' },
      assignedAppUser: { id: t.admin.userId, kind: 'TECHNICIAN' },
      tags: [
        { id: f.tags.urgent, name: 'Urgent' },
        { id: f.tags.vip, name: 'VIP' },
      ],
      ticketForm: { name: 'Default', active: true },
      ccList: { emails: ['boss@example.test'] },
      totalTimeTracked: 0,
      totalTimeTrackedDecimal: 0,
      solvedTime: null,
    });
    expect(ticket.attributes).toEqual([
      { attributeId: f.attributes.dropdown, value: 'red' },
      { attributeId: f.attributes.numeric, value: 12 },
      { attributeId: f.attributes.checkbox, value: true },
      { attributeId: f.attributes.multi, value: ['blue', 'red'] },
    ]);
    const stored = await row(ticket.id);
    expect(stored.assigned_time).toBe(stored.create_time);
    expect(stored.last_updated_time_by_assignee).toBe(stored.create_time);
    expect(stored.status_changed_time).toBe(stored.create_time);

    const change = heard.find((c) => c.ticketId === ticket.id)!;
    expect(change.event).toBe('INSERT');
    expect(change.diff.status).toEqual({ old: null, new: 1 });
    expect(change.diff.tags).toEqual({ old: null, new: [f.tags.urgent, f.tags.vip] });
    expect(change.diff[`attribute:${f.attributes.dropdown}`]).toEqual({ old: null, new: 'red' });
    expect(change.actor).toMatchObject({ kind: 'TECHNICIAN', userId: t.admin.userId });
    expect((await history(ticket.id)).results.map((h: { field: string }) => h.field)).toEqual(['created']);
  });

  it('sets solvedTime when created in a solved status', async () => {
    const ticket = (await create({ summary: 'Done already', statusId: 5 })).json();
    expect(ticket.solvedTime).toBe(ticket.createTime);
  });
});

describe('changing a ticket', () => {
  it('writes one history row per changed field, newest first, and the change rules hear', async () => {
    const { id } = (await create({ summary: 'Slow laptop', organizationId: f.orgA })).json();
    await tick();
    const res = await update(id, {
      summary: 'Very slow laptop',
      priority: 'URGENT',
      severity: 'NONE',
      tagIds: [f.tags.urgent],
      attributes: { [f.attributes.text]: 'call first' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const change = heard.at(-1)!;
    expect(change).toMatchObject({ ticketId: id, event: 'UPDATE', depth: 0 });
    expect(change.diff).toEqual({
      summary: { old: 'Slow laptop', new: 'Very slow laptop' },
      priority: { old: 'NONE', new: 'URGENT' },
      tags: { old: [], new: [f.tags.urgent] },
      [`attribute:${f.attributes.text}`]: { old: null, new: 'call first' },
    });
    const h = (await history(id)).results;
    expect(h.map((e: { field: string }) => e.field).sort()).toEqual(
      ['created', 'priority', 'summary', 'tags', `attribute:${f.attributes.text}`].sort(),
    );
    expect(h.at(-1).field).toBe('created');
    expect(h[0]).toMatchObject({ actor: { kind: 'TECHNICIAN', uid: expect.any(String) }, ruleId: null });
    expect(h.find((e: { field: string }) => e.field === 'priority')).toMatchObject({
      oldValue: 'NONE',
      newValue: 'URGENT',
    });
    const stored = await row(id);
    expect(stored.last_updated > stored.create_time).toBe(true);
    expect(stored.last_updated_by).toBe(res.json().lastUpdatedBy);
  });

  it('writes and emits nothing for a change that changes nothing', async () => {
    const { id } = (await create({ summary: 'Same', priority: 'LOW' })).json();
    const before = heard.length;
    const res = await update(id, { summary: 'Same', priority: 'LOW' });
    expect(res.statusCode).toBe(200);
    expect(heard.length).toBe(before);
    expect((await history(id)).totalElements).toBe(1);
  });

  it('keeps the status, assignment and solved times', async () => {
    const { id } = (await create({ summary: 'Times' })).json();
    const created = await row(id);
    expect(created.assigned_time).toBeNull();
    await tick();
    await update(id, { assignedAppUserId: t.admin.userId });
    const assigned = await row(id);
    expect(assigned.assigned_time! > created.create_time).toBe(true);
    expect(assigned.status_changed_time).toBe(created.status_changed_time);
    expect(heard.at(-1)!.diff.assignee!.old).toBeNull();
    expect(heard.at(-1)!.diff.assignee!.new).toEqual(expect.any(String));

    await tick();
    const solved = (await update(id, { statusId: 5 })).json();
    const afterSolve = await row(id);
    expect(solved.solvedTime).toBe(afterSolve.last_updated);
    expect(afterSolve.status_changed_time).toBe(afterSolve.last_updated);

    await tick();
    await update(id, { statusId: 6 });
    expect((await row(id)).solved_time).toBe(afterSolve.solved_time);

    await tick();
    const reopened = (await update(id, { statusId: 2 })).json();
    expect(reopened.solvedTime).toBeNull();
    await update(id, { assignedAppUserId: null });
    expect((await row(id)).assigned_time).toBeNull();
  });

  it('drops the location and device of the old organisation when the organisation changes', async () => {
    const { id } = (
      await create({
        summary: 'Moving',
        organizationId: f.orgA,
        locationId: f.locationA,
        deviceId: f.deviceA,
      })
    ).json();
    const moved = (await update(id, { organizationId: f.orgB })).json();
    expect(moved).toMatchObject({ organization: { id: f.orgB }, location: null, device: null });
    expect(heard.at(-1)!.diff.location).toEqual({ old: f.locationA, new: null });
  });

  it('clears the parent problem when an incident becomes another type', async () => {
    const problem = (await create({ summary: 'Outage', type: 'PROBLEM' })).json();
    const incident = (
      await create({ summary: 'Cannot mail', type: 'INCIDENT', parentTicketId: problem.id })
    ).json();
    expect(incident.parentTicket).toEqual({ id: problem.id, summary: 'Outage' });
    const changed = (await update(incident.id, { type: 'QUESTION' })).json();
    expect(changed.parentTicketId).toBeNull();
  });
});

describe('refusals', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ summary: 'Unchanged', organizationId: f.orgA })).json().id;
  });

  const cases: [string, () => Record<string, unknown>, string][] = [
    ['an unknown status', () => ({ statusId: 999 }), 'statusId'],
    ['a location of another organisation', () => ({ locationId: f.locationB }), 'locationId'],
    ['a device of another organisation', () => ({ deviceId: f.deviceB }), 'deviceId'],
    ['an unknown requester', () => ({ requesterUid: 'nobody' }), 'requesterUid'],
    ['an assignee who is no technician', () => ({ assignedAppUserId: 999_999 }), 'assignedAppUserId'],
    ['a parent that is not a problem', () => ({ type: 'INCIDENT', parentTicketId: id }), 'parentTicketId'],
    ['an unknown tag', () => ({ tagIds: [f.tags.vip, 'nosuchtag1'] }), 'tagIds'],
    [
      'a dropdown value not among the choices',
      () => ({ attributes: { [f.attributes.dropdown]: 'green' } }),
      '',
    ],
    ['a number over the maximum', () => ({ attributes: { [f.attributes.numeric]: 101 } }), ''],
    ['text for a checkbox', () => ({ attributes: { [f.attributes.checkbox]: 'yes' } }), ''],
    ['a choice list that is not a list', () => ({ attributes: { [f.attributes.multi]: 'red' } }), ''],
    ['a value for an inactive attribute', () => ({ attributes: { [f.attributes.inactive]: 'x' } }), ''],
  ];

  it.each(cases)('refuses %s with a 400 naming the field, changing nothing', async (_n, body, field) => {
    const before = await row(id);
    const historyBefore = (await history(id)).totalElements;
    const heardBefore = heard.length;
    const res = await update(id, { summary: 'Changed', ...body() });
    expect(res.statusCode, res.body).toBe(400);
    const named = field || `attributes.${Object.keys(body().attributes as object)[0]}`;
    expect(Object.keys(res.json().error.fields)).toEqual([named]);
    expect(await row(id)).toEqual(before);
    expect((await history(id)).totalElements).toBe(historyBefore);
    expect(heard.length).toBe(heardBefore);
  });

  it('refuses a deleted organisation and an inactive form on create, storing nothing', async () => {
    const count = async () =>
      (
        await t.app.db.kysely
          .selectFrom('tickets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const deleted = (await t.admin.post('/api/organizations', { name: 'Gone' })).json().id;
    await t.app.db.kysely
      .updateTable('organizations')
      .set({ deleted: 1 })
      .where('id', '=', deleted)
      .execute();
    const res = await create({ summary: 'x', organizationId: deleted });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('organizationId');

    const now = new Date().toISOString();
    const form = await t.app.db.kysely
      .insertInto('ticket_forms')
      .values({ name: 'Retired', active: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res2 = await create({ summary: 'x', ticketFormId: form.id });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.fields).toHaveProperty('ticketFormId');
    expect(Number(await count())).toBe(before);
  });
});

describe('time entries', () => {
  it('logs time and keeps the ticket total in step', async () => {
    const { id } = (await create({ summary: 'Billable' })).json();
    const a = await t.admin.post(`/api/ticketing/tickets/${id}/time-entries`, {
      seconds: 1800,
      remote: true,
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ seconds: 1800, remote: true, technician: { id: t.admin.userId } });
    await t.admin.post(`/api/ticketing/tickets/${id}/time-entries`, { seconds: 900, description: 'call' });
    const list = (await t.admin.get(`/api/ticketing/tickets/${id}/time-entries`)).json();
    expect(list.map((e: { seconds: number }) => e.seconds)).toEqual([1800, 900]);
    const ticket = (await t.admin.get(`/api/ticketing/tickets/${id}`)).json();
    expect(ticket).toMatchObject({ totalTimeTracked: 2700, totalTimeTrackedDecimal: 0.75 });
  });
});

describe('the problem picker', () => {
  it('answers problems by #id or summary as {id, name}', async () => {
    const p = (await create({ summary: 'Zebra outage', type: 'PROBLEM' })).json();
    await create({ summary: 'Zebra question', type: 'QUESTION' });
    const bySummary = (await t.admin.get('/api/ticketing/ticket/problem?searchCriteria=zebra')).json();
    expect(bySummary.results).toEqual([{ id: p.id, name: 'Zebra outage' }]);
    const byId = (await t.admin.get(`/api/ticketing/ticket/problem?searchCriteria=%23${p.id}`)).json();
    expect(byId.results).toContainEqual({ id: p.id, name: 'Zebra outage' });
  });
});
