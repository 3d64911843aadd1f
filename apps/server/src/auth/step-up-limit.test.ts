// Step-up confirmation is limited per session: five wrong passwords end the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('step-up tries', () => {
  it('answers 429 and ends the session at the fifth wrong password', async () => {
    const client = await TestClient.signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await client.post('/api/auth/step-up', { password: `no ${i}` })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // The right password no longer helps: the session is gone.
    const after = await client.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    expect(after.statusCode).toBe(401);
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('refuses tries sent all at once past the limit', async () => {
    const client = await TestClient.signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.post('/api/auth/step-up', { password: `no ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(4);
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('starts the count again after a right password, and other sessions keep their own count', async () => {
    const client = await TestClient.signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const other = await TestClient.signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 4; i++) await client.post('/api/auth/step-up', { password: 'wrong' });
    expect((await client.post('/api/auth/step-up', { password: ADMIN_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await client.post('/api/auth/step-up', { password: 'wrong' })).statusCode).toBe(400);
    }
    expect((await other.post('/api/auth/step-up', { password: 'wrong' })).statusCode).toBe(400);
    expect((await other.get('/api/auth/session')).statusCode).toBe(200);
  });
});
