// Enrolment, device credentials and the agent WebSocket against the real server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let orgId: number;

const enrollBody = (token: string, extra: Record<string, unknown> = {}) => ({
  token,
  hostname: 'files-01',
  platform: 'linux',
  osName: 'Debian GNU/Linux 12',
  isServer: true,
  agentVersion: '0.1.0',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await t.admin.post('/api/organizations', { name: 'Contoso' })).json().id;
});
afterAll(async () => t.close());

describe('enrolment', () => {
  it('gives each organisation a token and the command that uses it', async () => {
    const res = await t.admin.get(`/api/organizations/${orgId}/enrollment`);
    expect(res.statusCode).toBe(200);
    const { token, command } = res.json();
    // Hex only: the command must never read the token as an option.
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(command).toBe(`warden-agent enroll --server ${t.app.config.publicUrl} --token ${token}`);
    expect((await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json().token).toBe(token);
  });

  it('enrols a device that then shows online with its class', async () => {
    const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/enroll', payload: enrollBody(token) });
    expect(res.statusCode).toBe(201);
    const { nodeId, credential } = res.json();
    expect(credential).toMatch(/^[0-9a-f-]{36}\./);
    const device = (await t.admin.get(`/api/devices/${nodeId}`)).json();
    expect(device).toMatchObject({
      displayName: 'files-01',
      nodeClass: 'LINUX_SERVER',
      online: true,
      organizationId: orgId,
    });
  });

  it('refuses an unknown token, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/enroll',
      payload: enrollBody('x'.repeat(32)),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.fields).toHaveProperty('token');
  });

  it('stops accepting a token once rotated', async () => {
    const { token: old } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
    const rotated = (await t.admin.post(`/api/organizations/${orgId}/enrollment/rotate`)).json();
    expect(rotated.token).not.toBe(old);
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/enroll', payload: enrollBody(old) });
    expect(res.statusCode).toBe(401);
  });

  it('needs canManageDevices to read a token', async () => {
    const tech = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect((await tech.get(`/api/organizations/${orgId}/enrollment`)).statusCode).toBe(403);
  });
});

describe('agent link', () => {
  async function enrol() {
    const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
    return (
      await t.app.inject({ method: 'POST', url: '/api/agent/enroll', payload: enrollBody(token) })
    ).json();
  }

  it('refuses the WebSocket without a valid credential', async () => {
    const { uid } = await enrol();
    for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${uid}.${'a'.repeat(43)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/agent/ws',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('does not accept a console session on agent routes', async () => {
    expect((await t.admin.get('/api/agent/ws')).statusCode).toBe(401);
  });

  it('relays a request to the connected agent and returns its answer', async () => {
    const { nodeId, credential } = await enrol();
    const ws = await t.app.injectWS('/api/agent/ws', { headers: { authorization: `Bearer ${credential}` } });
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'listFolder') {
        ws.send(
          JSON.stringify({
            type: 'listFolderResult',
            requestId: msg.requestId,
            entries: [{ name: 'etc', path: '/etc', type: 'folder' }],
            nextCursor: null,
          }),
        );
      }
    });
    await expect.poll(() => t.app.agentHub.isConnected(nodeId)).toBe(true);
    const reply = await t.app.agentHub.request(nodeId, { type: 'listFolder', path: '/', cursor: null });
    expect(reply).toMatchObject({ type: 'listFolderResult', entries: [{ name: 'etc' }] });
    ws.terminate();
    await expect.poll(() => t.app.agentHub.isConnected(nodeId)).toBe(false);
    await expect(
      t.app.agentHub.request(nodeId, { type: 'listFolder', path: '/', cursor: null }),
    ).rejects.toThrow('not connected');
  });

  it("ignores a reply to device A's request that comes from device B's socket", async () => {
    const a = await enrol();
    const b = await enrol();
    const connect = (credential: string) =>
      t.app.injectWS('/api/agent/ws', { headers: { authorization: `Bearer ${credential}` } });
    const wsA = await connect(a.credential);
    const wsB = await connect(b.credential);
    const seenByA: string[] = [];
    wsA.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'listFolder') seenByA.push(msg.requestId);
    });
    await expect
      .poll(() => t.app.agentHub.isConnected(a.nodeId) && t.app.agentHub.isConnected(b.nodeId))
      .toBe(true);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const asked = t.app.agentHub.request(a.nodeId, { type: 'listFolder', path: '/', cursor: null });
      await expect.poll(() => seenByA.length).toBe(1);
      const answer = (name: string) =>
        JSON.stringify({
          type: 'listFolderResult',
          requestId: seenByA[0],
          entries: [{ name, path: `/${name}`, type: 'folder' }],
          nextCursor: null,
        });
      wsB.send(answer('forged'));
      await expect
        .poll(() =>
          warn.mock.calls.some(([fields]) => (fields as { deviceId?: number }).deviceId === b.nodeId),
        )
        .toBe(true);
      wsA.send(answer('genuine'));
      expect(await asked).toMatchObject({ entries: [{ name: 'genuine' }] });
    } finally {
      warn.mockRestore();
      wsA.terminate();
      wsB.terminate();
    }
  });
});
