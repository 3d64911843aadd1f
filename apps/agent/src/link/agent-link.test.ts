// The agent against a real server: enrolment, the WebSocket link and its heartbeat's time zone,
// folder listing and creation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/src/testing/test-app.ts';
import { enroll } from '../enroll.ts';
import { type RunningAgent, startAgent } from '../run.ts';

let t: TestApp;
let agent: RunningAgent;
let nodeId: number;
let stateDir: string;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const orgId = (await t.admin.post('/api/organizations', { name: 'Agent test org' })).json().id;
  const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-state-'));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-root-'));
  fs.mkdirSync(path.join(root, 'Documents'));
  fs.writeFileSync(path.join(root, 'notes.txt'), 'hello');
  ({ nodeId } = await enroll({ serverUrl: address, token, stateDir, hostname: 'ws-test-01' }));
  agent = startAgent({ stateDir });
});

afterAll(async () => {
  agent?.stop();
  await t.close();
  fs.rmSync(stateDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

describe('warden-agent link', () => {
  it('keeps its credential in a file only its owner can read', () => {
    const mode = fs.statSync(path.join(stateDir, 'state.json')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('connects and shows the device online', async () => {
    await expect.poll(() => t.app.agentHub.isConnected(nodeId), { timeout: 10_000 }).toBe(true);
    const device = (await t.admin.get(`/api/devices/${nodeId}`)).json();
    expect(device.online).toBe(true);
    expect(device.displayName).toBe('ws-test-01');
  });

  it('reports its host’s time zone with its heartbeat', async () => {
    const zoneOf = async () =>
      (
        await t.app.db.kysely
          .selectFrom('devices')
          .select('time_zone')
          .where('id', '=', nodeId)
          .executeTakeFirstOrThrow()
      ).time_zone;
    await expect.poll(zoneOf, { timeout: 10_000 }).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('lists a folder with folders first', async () => {
    await expect.poll(() => t.app.agentHub.isConnected(nodeId), { timeout: 10_000 }).toBe(true);
    const reply = await t.app.agentHub.request(nodeId, { type: 'listFolder', path: root, cursor: null });
    expect(reply).toMatchObject({
      type: 'listFolderResult',
      entries: [
        { name: 'Documents', type: 'folder' },
        { name: 'notes.txt', type: 'file' },
      ],
      nextCursor: null,
    });
  });

  it('creates a folder and refuses an invalid name', async () => {
    const ok = await t.app.agentHub.request(nodeId, { type: 'createFolder', path: root, name: 'Restored' });
    expect(ok).toMatchObject({ path: `${root}/Restored` });
    expect(fs.statSync(path.join(root, 'Restored')).isDirectory()).toBe(true);
    const bad = await t.app.agentHub.request(nodeId, { type: 'createFolder', path: root, name: '../escape' });
    expect(bad).toMatchObject({ error: 'Invalid' });
    expect(fs.existsSync(path.join(root, '..', 'escape'))).toBe(false);
  });

  it('reconnects after the server drops the link', async () => {
    t.app.agentHub.closeAll();
    await expect.poll(() => t.app.agentHub.isConnected(nodeId), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => t.app.agentHub.isConnected(nodeId), { timeout: 15_000 }).toBe(true);
  });
});

describe('a removed device', () => {
  async function enrolled(hostname: string) {
    const orgId = (await t.admin.post('/api/organizations', { name: `Org of ${hostname}` })).json().id;
    const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-state-'));
    const serverUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const device = await enroll({ serverUrl, token, stateDir: dir, hostname });
    return { dir, nodeId: device.nodeId };
  }

  it('stops its agent when the device is removed while connected', async () => {
    const { dir, nodeId: removed } = await enrolled('ws-removed-01');
    const running = startAgent({ stateDir: dir });
    try {
      await expect.poll(() => t.app.agentHub.isConnected(removed), { timeout: 10_000 }).toBe(true);
      expect((await t.admin.delete(`/api/devices/${removed}`)).statusCode).toBe(200);
      await expect.poll(() => running.link.revoked, { timeout: 10_000 }).toBe(true);
      expect(running.link.connected).toBe(false);
      expect(t.app.agentHub.isConnected(removed)).toBe(false);
    } finally {
      running.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops an agent that starts after its device was removed', async () => {
    const { dir, nodeId: removed } = await enrolled('ws-removed-02');
    expect((await t.admin.delete(`/api/devices/${removed}`)).statusCode).toBe(200);
    const running = startAgent({ stateDir: dir });
    try {
      await expect.poll(() => running.link.revoked, { timeout: 10_000 }).toBe(true);
      expect(t.app.agentHub.isConnected(removed)).toBe(false);
    } finally {
      running.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
