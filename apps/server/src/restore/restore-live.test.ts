// The calls that need the device's agent on the line: restore availability, the device folder tree
// relayed over the agent WebSocket (503 when nobody answers), and jobs handed to an agent as it connects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { BackupFixture, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LISTING_UNAVAILABLE } from './device-folders.ts';

let t: TestApp;
let src: BackupFixture;
const sockets: WebSocket[] = [];

/** A stand-in agent on the WebSocket that answers folder requests and records what it was told. */
async function connect(credential: string, nodeId: number) {
  const received: { type: string; jobUID?: string; path?: string; name?: string }[] = [];
  // The listener is attached before the upgrade completes: the server speaks first on connection.
  const listen = (ws: WebSocket) =>
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      received.push(msg);
      if (msg.type === 'listFolder') {
        const entries = [{ name: 'home', path: `${msg.path.replace(/\/$/, '')}/home`, type: 'folder' }];
        ws.send(
          JSON.stringify({ type: 'listFolderResult', requestId: msg.requestId, entries, nextCursor: null }),
        );
      }
      if (msg.type === 'createFolder') {
        const path = `${msg.path}/${msg.name}`;
        ws.send(JSON.stringify({ type: 'createFolderResult', requestId: msg.requestId, path }));
      }
    });
  const ws = await t.app.injectWS(
    '/api/agent/ws',
    { headers: { authorization: `Bearer ${credential}` } },
    { onInit: listen },
  );
  sockets.push(ws);
  await expect.poll(() => t.app.agentHub.isConnected(nodeId)).toBe(true);
  return { ws, received };
}

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  await src.run({ '/srv/docs/a.txt': 'alpha' });
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe('restore availability', () => {
  const check = (planId = src.planId) =>
    t.admin.get(`/api/backup/restore-availability?nodeId=${src.nodeId}&planId=${planId}`);

  it('says why a restore to the original location cannot run, and when it can', async () => {
    expect((await check()).json()).toEqual({ available: false, reason: 'The device is not connected.' });
    const { ws } = await connect(src.device.credential, src.nodeId);
    expect((await check()).json()).toEqual({ available: true, reason: null });
    expect((await check(999_999)).statusCode).toBe(404);
    await t.app.db.kysely
      .updateTable('devices')
      .set({ backup_enabled: 0 })
      .where('id', '=', src.nodeId)
      .execute();
    expect((await check()).json()).toEqual({
      available: false,
      reason: 'Backup is disabled for this device.',
    });
    await t.app.db.kysely
      .updateTable('devices')
      .set({ backup_enabled: 1, last_contact: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', src.nodeId)
      .execute();
    expect((await check()).json()).toEqual({ available: false, reason: 'The device is offline.' });
    ws.terminate();
    await expect.poll(() => t.app.agentHub.isConnected(src.nodeId)).toBe(false);
  });
});

describe('device folders', () => {
  it('answers 503 Directory listing unavailable. when the agent is not connected', async () => {
    const offline = await enrolDevice(t, { organizationId: src.device.organizationId });
    const res = await t.admin.get(`/api/backup/nodes/${offline.nodeId}/device-folders?path=/`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(LISTING_UNAVAILABLE);
    const create = await t.admin.post(`/api/backup/nodes/${offline.nodeId}/device-folders`, {
      nodeId: offline.nodeId,
      folderName: 'Restored',
      path: '/srv',
    });
    expect(create.statusCode).toBe(503);
  });

  it('lists and creates folders through the agent, checking names and paths first', async () => {
    const device = await enrolDevice(t, { organizationId: src.device.organizationId });
    const { received } = await connect(device.credential, device.nodeId);
    const url = `/api/backup/nodes/${device.nodeId}/device-folders`;
    const list = await t.admin.get(`${url}?path=${encodeURIComponent('/srv/')}`);
    expect(list.json()).toEqual({
      entries: [{ name: 'home', path: '/srv/home', type: 'folder' }],
      nextCursor: null,
    });
    expect((await t.admin.get(`${url}?path=${encodeURIComponent('../../etc')}`)).statusCode).toBe(400);

    const post = (body: Record<string, unknown>) =>
      t.admin.post(url, { nodeId: device.nodeId, folderName: 'Restored', path: '/srv', ...body });
    expect((await post({})).json()).toEqual({ path: '/srv/Restored' });
    for (const [folderName, message] of [
      ['../../etc/passwd', 'Invalid'],
      ['  ', 'Required'],
      ['..', 'Invalid'],
    ]) {
      const res = await post({ folderName });
      expect(res.statusCode, folderName).toBe(400);
      expect(res.json().error.fields).toEqual({ folderName: message });
    }
    const badPath = await post({ path: '../../etc' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().error.fields).toHaveProperty('path');
    expect((await post({ nodeId: src.nodeId })).statusCode).toBe(400);
    const asked = received.filter((m) => m.type === 'createFolder');
    expect(asked).toEqual([expect.objectContaining({ path: '/srv', name: 'Restored' })]);
  });
});

describe('handing jobs to agents', () => {
  it('sends startRestore at once to a connected agent, and unfinished jobs whenever it connects', async () => {
    const device = await enrolDevice(t, { organizationId: src.device.organizationId, hostname: 'ws-09' });
    const created = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, device.nodeId)]);
    const { jobUID } = created.json().jobs[0];
    const first = await connect(device.credential, device.nodeId);
    await expect.poll(() => first.received).toContainEqual({ type: 'startRestore', jobUID });
    const second = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, device.nodeId)]);
    const next = second.json().jobs[0].jobUID;
    await expect.poll(() => first.received).toContainEqual({ type: 'startRestore', jobUID: next });

    // A job canceled while its agent was away is ended, not started, when it comes back.
    first.ws.terminate();
    await expect.poll(() => t.app.agentHub.isConnected(device.nodeId)).toBe(false);
    expect((await t.admin.post(`/api/backup/restore-jobs/${next}/cancel`)).json().status).toBe('canceled');
    const again = await connect(device.credential, device.nodeId);
    await expect.poll(() => again.received).toContainEqual({ type: 'startRestore', jobUID });
    expect(again.received).not.toContainEqual({ type: 'startRestore', jobUID: next });

    const cancel = await t.admin.post(`/api/backup/restore-jobs/${jobUID}/cancel`);
    expect(cancel.json()).toMatchObject({ status: 'processing' });
    await expect.poll(() => again.received).toContainEqual({ type: 'cancelRestore', jobUID });
  });
});
