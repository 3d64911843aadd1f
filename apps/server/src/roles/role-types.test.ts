// Role types: roles are for technicians (the default, and every role made before types existed) or for
// end users; the API lists, reads and creates them by roleType and refuses other values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const endUserRole = { roleType: 'endUser', name: 'Requesters', permissions: [], allOrganizations: true };

describe('role types', () => {
  it('makes existing and new roles technician roles unless told otherwise', async () => {
    const roles = (await t.admin.get('/api/technician-roles')).json();
    expect(roles.find((r: { system: boolean }) => r.system)).toMatchObject({ roleType: 'technician' });
    const made = await t.admin.post('/api/technician-roles', {
      name: 'Helpdesk',
      permissions: [],
      allOrganizations: true,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().roleType).toBe('technician');
  });

  it('lists, reads and creates end-user roles by roleType', async () => {
    const made = await t.admin.post('/api/technician-roles', endUserRole);
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    expect(made.json().roleType).toBe('endUser');

    const names = async (query: string) =>
      (await t.admin.get(`/api/technician-roles${query}`)).json().map((r: { name: string }) => r.name);
    expect(await names('?roleType=endUser')).toEqual(['Requesters']);
    expect(await names('')).not.toContain('Requesters');
    expect(await names('?roleType=technician')).toEqual(await names(''));

    expect((await t.admin.get(`/api/technician-roles/${id}?roleType=endUser`)).json()).toMatchObject({
      id,
      roleType: 'endUser',
    });
    expect((await t.admin.get(`/api/technician-roles/${id}?roleType=technician`)).statusCode).toBe(404);
    expect((await t.admin.get(`/api/technician-roles/${id}`)).statusCode).toBe(404);
  });

  it('refuses other role types, a change of type and an end-user role for a technician', async () => {
    for (const res of [
      await t.admin.get('/api/technician-roles?roleType=robot'),
      await t.admin.post('/api/technician-roles', { ...endUserRole, roleType: 'END_USER', name: 'Other' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['roleType']);
    }
    const role = (await t.admin.post('/api/technician-roles', { ...endUserRole, name: 'Contacts' })).json();
    const changed = await t.admin.put(`/api/technician-roles/${role.id}`, {
      ...endUserRole,
      roleType: 'technician',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields).toEqual({ roleType: expect.any(String) });
    const kept = await t.admin.put(`/api/technician-roles/${role.id}`, {
      ...endUserRole,
      name: 'Contacts 2',
    });
    expect(kept.json()).toMatchObject({ roleType: 'endUser', name: 'Contacts 2' });

    const tech = await t.admin.post('/api/technicians', {
      email: 'requester@example.test',
      firstName: 'Rita',
      lastName: 'Requester',
      roleId: role.id,
      password: 'a-long-enough-password',
    });
    expect(tech.statusCode).toBe(400);
    expect(tech.json().error.fields).toEqual({ roleId: expect.any(String) });
  });
});
