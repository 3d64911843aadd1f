// The presenter: list rows carry each ticket's custom attribute values, read for the whole page in one
// query; one ticket names the people on its CC list, deleted ones marked so.
import type { TicketRow } from '@warden/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { presentTicketRows } from './presenter.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
let f: HelpdeskFixture;
const ids: number[] = [];

beforeAll(async () => {
  f = await helpdeskFixture(t);
  const valuesOf = [
    { [f.attributes.dropdown]: 'red', [f.attributes.multi]: ['blue'] },
    {},
    { [f.attributes.numeric]: 7, [f.attributes.checkbox]: true, [f.attributes.text]: 'front desk' },
  ];
  for (const [i, attributes] of valuesOf.entries()) {
    const res = await t.admin.post('/api/ticketing/tickets', { summary: `Ticket ${i}`, attributes });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
});

/** Counts the statements that read a table, whatever builds them. */
function countingReadsOf(table: string) {
  const seen = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes(`"${table}"`)) {
        seen.count += 1;
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: { ...t.app.db, kysely: t.app.db.kysely.withPlugin(plugin) }, seen };
}

describe('list rows', () => {
  it("carry each ticket's attribute values", async () => {
    const res = await t.admin.get('/api/ticketing/tickets?sortBy=id&sortDirection=ASC');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().results as TicketRow[];
    const byId = new Map(rows.map((r) => [r.id, r.attributes]));
    expect(byId.get(ids[0]!)).toEqual([
      { attributeId: f.attributes.dropdown, value: 'red' },
      { attributeId: f.attributes.multi, value: ['blue'] },
    ]);
    expect(byId.get(ids[1]!)).toEqual([]);
    expect(byId.get(ids[2]!)).toEqual([
      { attributeId: f.attributes.numeric, value: 7 },
      { attributeId: f.attributes.checkbox, value: true },
      { attributeId: f.attributes.text, value: 'front desk' },
    ]);
  });

  it('read the values of a whole page in one query', async () => {
    const records = await t.app.db.kysely.selectFrom('tickets').selectAll().where('id', 'in', ids).execute();
    const { db, seen } = countingReadsOf('ticket_attribute_values');
    const rows = await presentTicketRows(db, records);
    expect(rows.filter((r) => r.attributes.length > 0)).toHaveLength(2);
    expect(seen.count).toBe(1);
  });
});

describe('one ticket', () => {
  it('names the people on its CC list, marking deleted ones', async () => {
    const technician = await t.app.db.kysely
      .selectFrom('users')
      .select('uid')
      .where('id', '=', t.admin.userId)
      .executeTakeFirstOrThrow();
    const res = await t.admin.put(`/api/ticketing/tickets/${ids[1]}`, {
      ccList: { uids: [f.endUserUid, technician.uid], emails: ['boss@example.test'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.db.kysely
      .updateTable('end_users')
      .set({ deleted: 1 })
      .where('uid', '=', f.endUserUid)
      .execute();

    const ticket = (await t.admin.get(`/api/ticketing/tickets/${ids[1]}`)).json();
    expect(ticket.ccList).toEqual({ uids: [f.endUserUid, technician.uid], emails: ['boss@example.test'] });
    expect(ticket.ccPeople).toMatchObject([
      { uid: f.endUserUid, name: 'Erin Enduser', kind: 'END_USER', deleted: true },
      { uid: technician.uid, kind: 'TECHNICIAN', deleted: false },
    ]);
    await t.app.db.kysely
      .updateTable('end_users')
      .set({ deleted: 0 })
      .where('uid', '=', f.endUserUid)
      .execute();
  });
});
