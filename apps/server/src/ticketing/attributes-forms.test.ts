// Custom attributes (values with ids, a type fixed once tickets use it) and ticket forms (their
// attributes in order, the default form always active).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let reader: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  reader = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const dropdown = (values: { id?: string; name: string }[]) => ({
  name: 'Department',
  attributeType: 'DROPDOWN',
  content: { values },
});

/** A bare ticket holding a value for the attribute, as the tickets feature would store it. */
async function ticketWithValue(attributeId: number) {
  const now = nowIso();
  const { id } = await t.app.db.kysely
    .insertInto('tickets')
    .values({
      summary: 'Printer',
      status_id: 1,
      priority: 'NONE',
      severity: 'NONE',
      type: 'QUESTION',
      source: 'TECHNICIAN',
      create_time: now,
      last_updated: now,
      status_changed_time: now,
      reply_token: `token-${attributeId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.kysely
    .insertInto('ticket_attribute_values')
    .values({ ticket_id: id, attribute_id: attributeId, value_text: 'x', value_number: null })
    .execute();
}

describe('custom attributes', () => {
  let departmentId: number;

  it('creates a dropdown, generating the ids its new values lack', async () => {
    const res = await t.admin.post(
      '/api/ticketing/attributes',
      dropdown([{ id: 'sales', name: 'Sales' }, { name: 'IT' }]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    departmentId = body.id;
    expect(body).toMatchObject({
      name: 'Department',
      description: '',
      attributeType: 'DROPDOWN',
      active: true,
    });
    expect(body.content.values[0]).toEqual({ id: 'sales', name: 'Sales' });
    expect(body.content.values[1]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'IT' });
    expect((await reader.get('/api/ticketing/attributes')).json()).toEqual([body]);
  });

  it('refuses a list type without values, duplicate value ids and values on other types, and stores nothing', async () => {
    const before = (await reader.get('/api/ticketing/attributes')).body;
    const empty = await t.admin.post('/api/ticketing/attributes', {
      name: 'Tags',
      attributeType: 'MULTI_SELECT',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(['content.values']);
    const twice = await t.admin.post(
      '/api/ticketing/attributes',
      dropdown([
        { id: 'a', name: 'One' },
        { id: 'a', name: 'Two' },
      ]),
    );
    expect(Object.keys(twice.json().error.fields)).toEqual(['content.values.1.id']);
    const text = await t.admin.post('/api/ticketing/attributes', {
      name: 'Note',
      attributeType: 'TEXT',
      content: { values: [{ name: 'x' }], max: 3 },
    });
    expect(Object.keys(text.json().error.fields).sort()).toEqual(['content.max', 'content.values']);
    const badType = await t.admin.post('/api/ticketing/attributes', { name: 'Odd', attributeType: 'COLOUR' });
    expect(Object.keys(badType.json().error.fields)).toEqual(['attributeType']);
    expect((await reader.get('/api/ticketing/attributes')).body).toBe(before);
  });

  it('changes the type while no ticket has a value, and refuses to once one has, naming attributeType', async () => {
    const created = await t.admin.post('/api/ticketing/attributes', {
      name: 'Cost',
      attributeType: 'NUMERIC',
      content: { max: 10 },
    });
    const id = created.json().id;
    const changed = await t.admin.put(`/api/ticketing/attributes/${id}`, {
      name: 'Cost',
      attributeType: 'DECIMAL',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ attributeType: 'DECIMAL', content: {} });
    await ticketWithValue(id);
    const before = (await reader.get('/api/ticketing/attributes')).body;
    const refused = await t.admin.put(`/api/ticketing/attributes/${id}`, {
      name: 'Cost',
      attributeType: 'TEXT',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['attributeType']);
    expect((await reader.get('/api/ticketing/attributes')).body).toBe(before);
    const renamed = await t.admin.put(`/api/ticketing/attributes/${id}`, {
      name: 'Price',
      attributeType: 'DECIMAL',
    });
    expect(renamed.json().name).toBe('Price');
  });

  it('keeps value ids on edit and deactivates', async () => {
    const current = (await reader.get('/api/ticketing/attributes')).json()[0];
    const res = await t.admin.put(`/api/ticketing/attributes/${departmentId}`, {
      ...dropdown([...current.content.values, { name: 'HR' }]),
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect(res.json().content.values.slice(0, 2)).toEqual(current.content.values);
    expect(res.json().content.values).toHaveLength(3);
  });

  it('answers 404 for an unknown attribute and 403 without canManageTicketing', async () => {
    expect((await t.admin.put('/api/ticketing/attributes/9999', dropdown([{ name: 'x' }]))).statusCode).toBe(
      404,
    );
    expect((await reader.post('/api/ticketing/attributes', dropdown([{ name: 'x' }]))).statusCode).toBe(403);
  });
});

describe('ticket forms', () => {
  let active: number;
  let inactive: number;

  beforeAll(async () => {
    const make = async (name: string, on: boolean) =>
      (
        await t.admin.post('/api/ticketing/attributes', { name, attributeType: 'CHECKBOX', active: on })
      ).json().id;
    active = await make('Urgent', true);
    inactive = await make('Old', false);
  });

  it('lists the default form to any technician', async () => {
    const res = await reader.get('/api/ticketing/forms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Default', description: '', active: true, isDefault: true, attributes: [] },
    ]);
  });

  it('creates and edits a form with its attributes in order', async () => {
    const second = (
      await t.admin.post('/api/ticketing/attributes', { name: 'Due', attributeType: 'DATE' })
    ).json().id;
    const res = await t.admin.post('/api/ticketing/forms', {
      name: 'Onboarding',
      attributes: [{ attributeId: second, required: true }, { attributeId: active }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Onboarding',
      isDefault: false,
      attributes: [
        { attributeId: second, required: true },
        { attributeId: active, required: false },
      ],
    });
    const edited = await t.admin.put(`/api/ticketing/forms/${res.json().id}`, {
      name: 'Onboarding',
      attributes: [{ attributeId: active }, { attributeId: second }],
    });
    expect(edited.json().attributes.map((a: { attributeId: number }) => a.attributeId)).toEqual([
      active,
      second,
    ]);
  });

  it('refuses unknown, inactive and repeated attributes naming their index, and stores nothing', async () => {
    const before = (await reader.get('/api/ticketing/forms')).body;
    const res = await t.admin.post('/api/ticketing/forms', {
      name: 'Broken',
      attributes: [
        { attributeId: active },
        { attributeId: 99999 },
        { attributeId: inactive },
        { attributeId: active },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'attributes.1.attributeId': 'Unknown attribute',
      'attributes.2.attributeId': 'This attribute is inactive',
      'attributes.3.attributeId': 'This attribute is already on the form',
    });
    const update = await t.admin.put('/api/ticketing/forms/1', {
      name: 'Default',
      attributes: [{ attributeId: inactive }],
    });
    expect(Object.keys(update.json().error.fields)).toEqual(['attributes.0.attributeId']);
    expect((await reader.get('/api/ticketing/forms')).body).toBe(before);
  });

  it('keeps an attribute that went inactive while on the form', async () => {
    const id = (
      await t.admin.post('/api/ticketing/attributes', { name: 'Soon old', attributeType: 'TEXT' })
    ).json().id;
    const form = (
      await t.admin.post('/api/ticketing/forms', { name: 'Kept', attributes: [{ attributeId: id }] })
    ).json();
    await t.admin.put(`/api/ticketing/attributes/${id}`, {
      name: 'Soon old',
      attributeType: 'TEXT',
      active: false,
    });
    const res = await t.admin.put(`/api/ticketing/forms/${form.id}`, {
      name: 'Kept again',
      attributes: [{ attributeId: id }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('never deactivates the default form, naming active', async () => {
    const before = (await reader.get('/api/ticketing/forms')).body;
    const res = await t.admin.put('/api/ticketing/forms/1', { name: 'Default', active: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['active']);
    expect((await reader.get('/api/ticketing/forms')).body).toBe(before);
    const renamed = await t.admin.put('/api/ticketing/forms/1', {
      name: 'General',
      attributes: [{ attributeId: active }],
    });
    expect(renamed.json()).toMatchObject({ name: 'General', isDefault: true, active: true });
  });

  it('answers 404 for an unknown form and 403 without canManageTicketing', async () => {
    expect((await t.admin.put('/api/ticketing/forms/9999', { name: 'x' })).statusCode).toBe(404);
    expect((await reader.post('/api/ticketing/forms', { name: 'x' })).statusCode).toBe(403);
    expect((await reader.put('/api/ticketing/forms/1', { name: 'x' })).statusCode).toBe(403);
  });
});
