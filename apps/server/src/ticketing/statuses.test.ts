// Ticket statuses: the defaults, added statuses with ids from 101, parents without cycles, what a
// default status keeps, and who may change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let reader: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  reader = await t.admin.technicianWith([]);
});
afterAll(async () => t.close());

const status = (over: Record<string, unknown> = {}) => ({ name: 'Escalated', color: '#aa0000', ...over });

describe('ticket statuses', () => {
  it('lists the six defaults by position to any technician', async () => {
    const res = await reader.get('/api/ticketing/statuses');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list[4]).toEqual({
      id: 5,
      name: 'Resolved',
      parentId: null,
      color: '#56ccf2',
      position: 5,
      solved: true,
      system: true,
      active: true,
    });
  });

  it('adds statuses with ids from 101, at the end, under an existing parent', async () => {
    const first = await t.admin.post('/api/ticketing/statuses', status({ parentId: 2 }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: 101,
      parentId: 2,
      position: 7,
      system: false,
      solved: false,
      active: true,
    });
    const second = await t.admin.post('/api/ticketing/statuses', status({ name: 'On hold', parentId: 101 }));
    expect(second.json()).toMatchObject({ id: 102, parentId: 101, position: 8 });
    const ids = (await reader.get('/api/ticketing/statuses')).json().map((s: { id: number }) => s.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 101, 102]);
  });

  it('refuses an unknown parent, itself as parent and a cycle, naming parentId, and stores nothing', async () => {
    const before = (await reader.get('/api/ticketing/statuses')).body;
    const unknown = await t.admin.post('/api/ticketing/statuses', status({ parentId: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['parentId']);
    const self = await t.admin.put('/api/ticketing/statuses/101', status({ parentId: 101 }));
    expect(self.statusCode).toBe(400);
    expect(Object.keys(self.json().error.fields)).toEqual(['parentId']);
    const cycle = await t.admin.put('/api/ticketing/statuses/101', status({ parentId: 102 }));
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields.parentId).toMatch(/among its parents/);
    const badColour = await t.admin.post('/api/ticketing/statuses', status({ color: 'red' }));
    expect(Object.keys(badColour.json().error.fields)).toEqual(['color']);
    expect((await reader.get('/api/ticketing/statuses')).body).toBe(before);
  });

  it('edits an added status, deactivates it and keeps it in the list', async () => {
    const res = await t.admin.put(
      '/api/ticketing/statuses/102',
      status({ name: 'Parked', active: false, solved: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 102,
      name: 'Parked',
      parentId: null,
      active: false,
      solved: true,
    });
    const list = (await reader.get('/api/ticketing/statuses')).json();
    expect(list.find((s: { id: number }) => s.id === 102)).toMatchObject({ active: false, position: 8 });
  });

  it('renames and recolours a default status but keeps its solved flag, parent and activity', async () => {
    const renamed = await t.admin.put('/api/ticketing/statuses/5', {
      name: 'Done',
      color: '#00ff00',
      solved: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: 5,
      name: 'Done',
      color: '#00ff00',
      solved: true,
      system: true,
    });
    const before = (await reader.get('/api/ticketing/statuses')).body;
    const unsolve = await t.admin.put('/api/ticketing/statuses/5', {
      name: 'Done',
      color: '#00ff00',
      solved: false,
    });
    expect(unsolve.statusCode).toBe(400);
    expect(Object.keys(unsolve.json().error.fields)).toEqual(['solved']);
    const moved = await t.admin.put('/api/ticketing/statuses/1', {
      name: 'New',
      color: '#2f80ed',
      parentId: 2,
      active: false,
    });
    expect(Object.keys(moved.json().error.fields).sort()).toEqual(['active', 'parentId']);
    expect((await reader.get('/api/ticketing/statuses')).body).toBe(before);
  });

  it('answers 404 for an unknown status and 403 to a technician without canManageTicketing', async () => {
    expect((await t.admin.put('/api/ticketing/statuses/9999', status())).statusCode).toBe(404);
    expect((await reader.post('/api/ticketing/statuses', status())).statusCode).toBe(403);
    expect((await reader.put('/api/ticketing/statuses/101', status())).statusCode).toBe(403);
    const manager = await t.admin.technicianWith(['canManageTicketing']);
    expect((await manager.post('/api/ticketing/statuses', status({ name: 'Third' }))).json().id).toBe(103);
  });
});
