// The service lookup end to end: the console's GET /api/webapp/winservice reaches a real agent over
// its link, which lists the service units on its device's disk; a stopped agent answers AGENT_OFFLINE.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';

let world: RestoreWorld;
let device: TestDevice;

function write(file: string, text: string) {
  const local = path.join(device.root, file);
  fs.mkdirSync(path.dirname(local), { recursive: true });
  fs.writeFileSync(local, text);
}

const lookUp = async (nodeId = device.nodeId) => world.admin.get(`/api/webapp/winservice?deviceId=${nodeId}`);

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('linux-01');
});
afterAll(async () => world?.close());

describe('service lookup on a real agent', () => {
  it("lists the device's service units with their descriptions", async () => {
    write('lib/systemd/system/nginx.service', '[Unit]\nDescription=A high performance web server\n');
    write(
      'lib/systemd/system/cron.service',
      '[Unit]\nDescription=Regular background program processing daemon\n',
    );
    write('lib/systemd/system/multi-user.target', '[Unit]\nDescription=Multi-User System\n');
    write('etc/init.d/postgresql', '#!/bin/sh\n# Short-Description: PostgreSQL RDBMS server\n');
    const res = await lookUp();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      resultCode: 'SUCCESS',
      windowsServices: [
        { serviceName: 'cron', displayName: 'Regular background program processing daemon' },
        { serviceName: 'nginx', displayName: 'A high performance web server' },
        { serviceName: 'postgresql', displayName: 'PostgreSQL RDBMS server' },
      ],
    });
  });

  it('answers AGENT_OFFLINE with no services once the agent has stopped', async () => {
    device.agent.stop();
    await until(() => !world.t.app.agentHub.isConnected(device.nodeId), 'the agent to disconnect');
    const res = await lookUp();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'AGENT_OFFLINE', windowsServices: [] });
  });
});
