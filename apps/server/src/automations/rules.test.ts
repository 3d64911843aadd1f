// Saving automation rules: the references a rule names are checked against the installation (400 with
// the place in the rule and the spec's message), order and type rules hold, and only ticketing
// administrators change rules.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertLocation, insertOrganization } from './testing/ticket-rows.ts';

let t: TestApp;
const gone = { org: 0, location: 0, form: 0, endUser: '' };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const now = new Date().toISOString();
  gone.org = await insertOrganization(db, 'Closed down');
  await db.kysely.updateTable('organizations').set({ deleted: 1 }).where('id', '=', gone.org).execute();
  const live = await insertOrganization(db, 'Live');
  gone.location = await insertLocation(db, live, 'Old office');
  await db.kysely.updateTable('locations').set({ deleted: 1 }).where('id', '=', gone.location).execute();
  const form = await db.kysely
    .insertInto('ticket_forms')
    .values({ name: 'Retired', active: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  gone.form = form.id;
  gone.endUser = randomUUID();
  await db.kysely
    .insertInto('end_users')
    .values({
      uid: gone.endUser,
      kind: 'END_USER',
      organization_id: live,
      name: 'Left',
      deleted: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => t?.close());

const eventRule = (over: object) => ({ name: 'Rule', automationType: 'EVENT_BASED', ...over });
const note = { type: 'ADD_TICKET_COMMENT', body: 'Noted' };

async function refused(body: object): Promise<Record<string, string>> {
  const res = await t.admin.post('/api/ticketing/automations', body);
  expect(res.statusCode).toBe(400);
  return res.json().error.fields;
}

describe('saving a rule', () => {
  it('refuses deleted organisations, deleted locations and inactive forms in conditions', async () => {
    const fields = await refused(
      eventRule({
        conditions: {
          all: [
            { field: 'organization', operator: 'contains_any', value: [gone.org] },
            { field: 'location', operator: 'contains_none', value: [gone.location] },
          ],
          any: [{ field: 'form', operator: 'equals', value: gone.form }],
        },
        actions: [note],
      }),
    );
    expect(fields).toEqual({
      'conditions.all.0.value.0': 'Must not contain deleted organizations',
      'conditions.all.1.value.0': 'Must not contain deleted locations',
      'conditions.any.0.value': 'Must not contain inactive forms',
    });
  });

  it('refuses deleted users in conditions and recipients, and empty recipients', async () => {
    const fields = await refused(
      eventRule({
        conditions: { all: [{ field: 'requester', operator: 'equals', value: gone.endUser }], any: [] },
        actions: [
          { type: 'SEND_EMAIL', to: { uids: ['no-such-user'] }, subject: 'Hello' },
          { type: 'SEND_EMAIL', to: { keys: [], emails: [], uids: [] }, subject: 'Hello' },
        ],
      }),
    );
    expect(fields['actions.1.to']).toBe('To must not be empty');
    // Empty recipients fail the body's own schema first; the references are checked on a valid body.
    const refs = await refused(
      eventRule({
        conditions: { all: [{ field: 'requester', operator: 'equals', value: gone.endUser }], any: [] },
        actions: [{ type: 'SEND_EMAIL', to: { uids: ['no-such-user'] }, subject: 'Hello' }],
      }),
    );
    expect(refs).toEqual({
      'conditions.all.0.value': 'Must not contain deleted users',
      'actions.0.to.uids.0': 'Must not contain deleted users',
    });
  });

  it('refuses unknown statuses, tags and channels', async () => {
    const fields = await refused(
      eventRule({
        conditions: { all: [{ field: 'status', operator: 'equals', value: 999 }], any: [] },
        actions: [
          { type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'add_tags', value: ['AAAAAAAAAA'] }] },
          { type: 'SEND_NOTIFICATION', channels: [{ order: 0, channelId: 999, channelType: 'SLACK' }] },
        ],
      }),
    );
    expect(fields).toEqual({
      'conditions.all.0.value': 'This status does not exist',
      'actions.0.changes.0.value.0': 'This tag does not exist',
      'actions.1.channels.0.channelId': 'This notification channel does not exist',
    });
  });

  it('refuses end users where a technician is meant and unknown attributes', async () => {
    const fields = await refused(
      eventRule({
        conditions: { all: [{ field: 'assignee', operator: 'equals', value: gone.endUser }], any: [] },
        actions: [
          {
            type: 'TICKET_CHANGE_VALUE',
            changes: [
              { field: 'ticket', properties: { assignedAppUserId: 999_999 } },
              { field: 'attributes', value: { '999': 'x' } },
            ],
          },
        ],
      }),
    );
    expect(fields).toEqual({
      'conditions.all.0.value': 'Must not contain deleted users',
      'actions.0.changes.0.properties.assignedAppUserId': 'Must not contain deleted users',
      'actions.0.changes.1.value.999': 'This custom attribute does not exist or is inactive',
    });
  });

  it('saves, lists in order, reorders, keeps the type and deletes', async () => {
    const ids: number[] = [];
    for (const name of ['First', 'Second']) {
      const res = await t.admin.post('/api/ticketing/automations', {
        name,
        automationType: 'RESPONSE_TEMPLATE',
        actions: [note],
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const list = async () =>
      (await t.admin.get('/api/ticketing/automations?automationType=RESPONSE_TEMPLATE'))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await list()).toEqual(ids);

    const partial = await t.admin.put('/api/ticketing/automations/order', {
      automationType: 'RESPONSE_TEMPLATE',
      ids: [ids[1]],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields.ids).toBeDefined();
    const reordered = await t.admin.put('/api/ticketing/automations/order', {
      automationType: 'RESPONSE_TEMPLATE',
      ids: [ids[1], ids[0]],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await list()).toEqual([ids[1], ids[0]]);

    const retyped = await t.admin.put(`/api/ticketing/automations/${ids[0]}`, eventRule({ actions: [note] }));
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().error.fields.automationType).toBeDefined();

    expect((await t.admin.delete(`/api/ticketing/automations/${ids[0]}`)).statusCode).toBe(200);
    expect((await t.admin.get(`/api/ticketing/automations/${ids[0]}`)).statusCode).toBe(404);
    expect(await list()).toEqual([ids[1]]);
  });

  it('lets every technician read rules and only ticketing administrators change them', async () => {
    const reader = await t.admin.technicianWith([]);
    expect((await reader.get('/api/ticketing/automations')).statusCode).toBe(200);
    const res = await reader.post('/api/ticketing/automations', {
      name: 'Nope',
      automationType: 'RESPONSE_TEMPLATE',
      actions: [note],
    });
    expect(res.statusCode).toBe(403);
  });
});
