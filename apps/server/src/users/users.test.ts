// The user picker: any technician may search active users by name or e-mail, by type, 50 a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let tech: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  tech = await t.admin.technicianWith([], { email: 'picker@msp.test' });
});
afterAll(async () => t.close());

const emails = (res: { json: () => { results: { email: string }[] } }) =>
  res.json().results.map((r) => r.email);

describe('user picker', () => {
  it('lists technicians for any technician', async () => {
    const res = await tech.get('/api/query/users?userType=TECHNICIAN');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(emails(res)).toEqual(expect.arrayContaining(['admin@example.test', 'picker@msp.test']));
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      uid: expect.any(String),
      email: expect.any(String),
      displayName: expect.any(String),
      userType: 'TECHNICIAN',
      deleted: false,
    });
    expect(body.totalElements).toBe(body.results.length);
  });

  it('searches by name or e-mail and leaves disabled users out', async () => {
    const other = await t.admin.technicianWith([], { email: 'gone@msp.test' });
    expect(emails(await tech.get('/api/query/users?name=PICKER'))).toEqual(['picker@msp.test']);
    expect(emails(await tech.get('/api/query/users?name=Warden%20Admin'))).toEqual(['admin@example.test']);
    const user = (await t.admin.get(`/api/technicians/${other.userId}`)).json();
    const disabled = await t.admin.put(`/api/technicians/${other.userId}`, {
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: user.roleId,
      status: 'DISABLED',
    });
    expect(disabled.statusCode).toBe(200);
    expect(emails(await tech.get('/api/query/users?name=gone'))).toEqual([]);
    expect(emails(await tech.get('/api/query/users?userType=END_USER'))).toEqual([]);
  });

  it('pages and validates its query', async () => {
    const page = (await tech.get('/api/query/users?size=1&page=1')).json();
    expect(page.results).toHaveLength(1);
    expect(page.totalPages).toBe(page.totalElements);
    const bad = await tech.get('/api/query/users?userType=ROBOT&size=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['size', 'userType']);
    expect((await t.app.inject({ method: 'GET', url: '/api/query/users' })).statusCode).toBe(401);
  });
});
