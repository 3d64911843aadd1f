// GET /api/webapp/winservice against stand-in agents on the link: the list on SUCCESS, and a
// resultCode other than SUCCESS (never a 5xx) when the agent is offline, fails, is silent or is a Mac.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { lookUpServices } from './service.ts';

let t: TestApp;
let organizationId: number;
const sockets: WebSocket[] = [];

type Answer = (requestId: string) => object | undefined;

/** A stand-in agent that answers listServices with what `answer` gives (nothing: stays silent). */
async function connect(device: { credential: string; nodeId: number }, answer: Answer) {
  const asked: string[] = [];
  const ws = await t.app.injectWS(
    '/api/agent/ws',
    { headers: { authorization: `Bearer ${device.credential}` } },
    {
      onInit: (socket) =>
        socket.on('message', (data) => {
          const msg = JSON.parse(data.toString());
          if (msg.type !== 'listServices') return;
          asked.push(msg.requestId);
          const reply = answer(msg.requestId);
          if (reply)
            socket.send(JSON.stringify({ type: 'listServicesResult', requestId: msg.requestId, ...reply }));
        }),
    },
  );
  sockets.push(ws);
  await expect.poll(() => t.app.agentHub.isConnected(device.nodeId)).toBe(true);
  return asked;
}

const lookUp = (deviceId: number | string) => t.admin.get(`/api/webapp/winservice?deviceId=${deviceId}`);

beforeAll(async () => {
  t = await createTestApp();
  organizationId = (await t.admin.post('/api/organizations', { name: 'Services org' })).json().id;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe('service lookup', () => {
  it("answers SUCCESS with the agent's services", async () => {
    const device = await enrolDevice(t, { organizationId, platform: 'win32', hostname: 'win-01' });
    const services = [
      { serviceName: 'Spooler', displayName: 'Print Spooler' },
      { serviceName: 'W32Time', displayName: 'Windows Time' },
    ];
    const asked = await connect(device, () => ({ services }));
    const res = await lookUp(device.nodeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'SUCCESS', windowsServices: services });
    expect(asked).toHaveLength(1);
  });

  it('answers AGENT_OFFLINE when the device has no live agent', async () => {
    const device = await enrolDevice(t, { organizationId, hostname: 'offline-01' });
    const res = await lookUp(device.nodeId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'AGENT_OFFLINE', windowsServices: [] });
  });

  it('answers AGENT_FAILED when the agent could not list its services', async () => {
    const device = await enrolDevice(t, { organizationId, hostname: 'broken-01' });
    await connect(device, () => ({ error: 'spawn systemctl ENOENT' }));
    expect((await lookUp(device.nodeId)).json()).toEqual({ resultCode: 'AGENT_FAILED', windowsServices: [] });
  });

  it('answers AGENT_OFFLINE when the agent does not answer in time', async () => {
    const device = await enrolDevice(t, { organizationId, hostname: 'silent-01' });
    const asked = await connect(device, () => undefined);
    const row = (await t.admin.get(`/api/devices/${device.nodeId}`)).json();
    expect(await lookUpServices(t.app.agentHub, t.app.log, row, 50)).toEqual({
      resultCode: 'AGENT_OFFLINE',
      windowsServices: [],
    });
    expect(asked).toHaveLength(1);
  });

  it('answers UNSUPPORTED_OS for a Mac without asking its agent', async () => {
    const device = await enrolDevice(t, { organizationId, platform: 'darwin', hostname: 'mac-01' });
    const asked = await connect(device, () => ({ services: [] }));
    expect((await lookUp(device.nodeId)).json()).toEqual({
      resultCode: 'UNSUPPORTED_OS',
      windowsServices: [],
    });
    expect(asked).toEqual([]);
  });

  it('names deviceId when it is missing or wrong, and answers 404 for an unknown device', async () => {
    const missing = await t.admin.get('/api/webapp/winservice');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('deviceId');
    expect((await lookUp('abc')).statusCode).toBe(400);
    expect((await lookUp(999_999)).statusCode).toBe(404);
  });
});
