// A technician who manages technicians hands out no more than they hold: roles they create or edit,
// roles they give, and accounts they change stay within their own permissions and organisations.
import { type Permission, permissions } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let orgA: number;
let orgB: number;
let adminRoleId: number;
/** Sees organisation A only and holds only canManageTechnicians. */
let limited: TestClient;
let limitedRoleId: number;

const roleOf = async (client: TestClient) =>
  (await t.admin.get(`/api/technicians/${client.userId}`)).json().roleId as number;

const roleBody = (
  over: Partial<{ permissions: Permission[]; allOrganizations: boolean; organizationIds: number[] }>,
) => ({
  name: `Role ${Math.random().toString(36).slice(2, 8)}`,
  permissions: ['canManageTechnicians'],
  allOrganizations: false,
  organizationIds: [orgA],
  ...over,
});

async function newRole(over: Parameters<typeof roleBody>[0] = {}) {
  const res = await t.admin.post('/api/technician-roles', roleBody(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

async function newTechnician(client: TestClient, roleId: number) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return client.post('/api/technicians', {
    email: `t-${suffix}@example.test`,
    firstName: 'New',
    lastName: suffix,
    roleId,
    password: `password-${suffix}-long`,
  });
}

const accountBody = async (id: number, over: Record<string, unknown> = {}) => {
  const tech = (await t.admin.get(`/api/technicians/${id}`)).json();
  return {
    firstName: tech.firstName,
    lastName: tech.lastName,
    roleId: tech.roleId,
    status: tech.status,
    ...over,
  };
};

function expectForbidden(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  text: RegExp,
) {
  expect(res.statusCode).toBe(403);
  expect(res.json().error.code).toBe('FORBIDDEN');
  expect(res.json().error.message).toMatch(text);
}

/** Roles and accounts reaching organisations the caller does not see are not shown to them at all. */
function expectNotVisible(res: { statusCode: number; json: () => { error: { code: string } } }) {
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('NOT_FOUND');
}

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await t.admin.post('/api/organizations', { name: 'Org A' })).json().id;
  orgB = (await t.admin.post('/api/organizations', { name: 'Org B' })).json().id;
  adminRoleId = await roleOf(t.admin);
  limited = await t.admin.technicianWith(['canManageTechnicians'], { organizationIds: [orgA] });
  limitedRoleId = await roleOf(limited);
});
afterAll(async () => t.close());

describe('editing roles', () => {
  it('refuses editing one’s own role, even to keep it as it is', async () => {
    const own = await limited.put(`/api/technician-roles/${limitedRoleId}`, {
      ...roleBody({ allOrganizations: true, organizationIds: [], permissions: [...permissions] }),
    });
    expectForbidden(own, /your own role/);
    const same = await limited.put(`/api/technician-roles/${limitedRoleId}`, roleBody({}));
    expectForbidden(same, /your own role/);
    const adminOwn = await t.admin.put(`/api/technician-roles/${adminRoleId}`, {
      name: 'Administrator',
      permissions: [...permissions],
      allOrganizations: true,
    });
    expectForbidden(adminOwn, /your own role/);
  });

  it('refuses a role with permissions or organisations beyond the caller’s', async () => {
    const role = await newRole();
    const allOrgs = await limited.put(
      `/api/technician-roles/${role.id}`,
      roleBody({ allOrganizations: true, organizationIds: [] }),
    );
    expectForbidden(allOrgs, /every organization/);
    expect(allOrgs.json().error.fields).toEqual({ allOrganizations: expect.any(String) });
    const morePermissions = await limited.put(
      `/api/technician-roles/${role.id}`,
      roleBody({ permissions: ['canManageTechnicians', 'canManageSettings'] }),
    );
    expectForbidden(morePermissions, /permissions you do not hold \(canManageSettings\)/);
    const otherOrg = await limited.put(
      `/api/technician-roles/${role.id}`,
      roleBody({ organizationIds: [orgB] }),
    );
    expectForbidden(otherOrg, /organizations you do not see/);
    const within = await limited.put(`/api/technician-roles/${role.id}`, {
      ...roleBody({}),
      name: 'Renamed',
    });
    expect(within.statusCode).toBe(200);
    expect(within.json()).toMatchObject({
      name: 'Renamed',
      allOrganizations: false,
      organizationIds: [orgA],
    });
  });

  it('refuses editing a role that already grants more than the caller holds', async () => {
    const wider = await newRole({ organizationIds: [orgA, orgB] });
    expectNotVisible(await limited.put(`/api/technician-roles/${wider.id}`, roleBody({})));
    const stronger = await newRole({ permissions: ['canManageTechnicians', 'canDeleteBackupData'] });
    expectForbidden(await limited.put(`/api/technician-roles/${stronger.id}`, roleBody({})), /permissions/);
  });

  it('keeps the Administrator role to callers who see every organization', async () => {
    const res = await limited.put(`/api/technician-roles/${adminRoleId}`, {
      name: 'Administrator',
      permissions: [...permissions],
      allOrganizations: true,
    });
    expectNotVisible(res);
    const peer = await t.admin.technicianWith([...permissions]);
    const renamed = await peer.put(`/api/technician-roles/${adminRoleId}`, {
      name: 'Administrators',
      permissions: [...permissions],
      allOrganizations: true,
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('creating roles', () => {
  it('grants only what the caller holds', async () => {
    expectForbidden(
      await limited.post('/api/technician-roles', roleBody({ allOrganizations: true, organizationIds: [] })),
      /every organization/,
    );
    expectForbidden(
      await limited.post('/api/technician-roles', roleBody({ permissions: ['canManageSettings'] })),
      /canManageSettings/,
    );
    expectForbidden(
      await limited.post('/api/technician-roles', roleBody({ organizationIds: [orgB] })),
      /organizations/,
    );
    expect((await limited.post('/api/technician-roles', roleBody({ permissions: [] }))).statusCode).toBe(201);
  });
});

describe('technician accounts', () => {
  it('refuses giving oneself or another the Administrator role, or a wider role', async () => {
    const self = await limited.put(
      `/api/technicians/${limited.userId}`,
      await accountBody(limited.userId, { roleId: adminRoleId }),
    );
    expectNotVisible(self);
    expectNotVisible(await newTechnician(limited, adminRoleId));
    const wider = await newRole({ organizationIds: [orgA, orgB] });
    expectNotVisible(await newTechnician(limited, wider.id));
    const stronger = await newRole({ permissions: ['canManageTechnicians', 'canManageSettings'] });
    expectForbidden(await newTechnician(limited, stronger.id), /permissions you do not hold/);
    expect((await t.admin.get(`/api/technicians/${limited.userId}`)).json().roleId).toBe(limitedRoleId);
  });

  it('refuses changing an account outside the caller’s scope, such as the administrator’s password', async () => {
    const res = await limited.put(
      `/api/technicians/${t.admin.userId}`,
      await accountBody(t.admin.userId, { password: 'a-new-password-for-admin' }),
    );
    expectNotVisible(res);
    // Seeing every organization is not enough when the account holds permissions the caller lacks.
    const allOrgs = await t.admin.technicianWith(['canManageTechnicians']);
    const reset = await allOrgs.put(
      `/api/technicians/${t.admin.userId}`,
      await accountBody(t.admin.userId, { password: 'a-new-password-for-admin' }),
    );
    expectForbidden(reset, /permissions you do not hold/);
    expectForbidden(await newTechnician(allOrgs, adminRoleId), /permissions you do not hold/);
  });

  it('lets the caller create and edit accounts within their scope', async () => {
    const role = await newRole({ permissions: [] });
    const created = await newTechnician(limited, role.id);
    expect(created.statusCode).toBe(201);
    const edited = await limited.put(
      `/api/technicians/${created.json().id}`,
      await accountBody(created.json().id, { lastName: 'Edited', roleId: limitedRoleId }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ lastName: 'Edited', roleId: limitedRoleId });
    // An own account keeps its role without that counting as a grant.
    const own = await limited.put(
      `/api/technicians/${limited.userId}`,
      await accountBody(limited.userId, { lastName: 'Me' }),
    );
    expect(own.statusCode).toBe(200);
  });
});
