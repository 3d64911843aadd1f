// The demo installation: one organisation ("Northwind Traders") with a workstation and a file server
// whose agents are started by the server, real plans, and two rounds of real backups with changes in
// between. Everything goes through the product's own calls; nothing is inserted behind its back.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../auth/session-store.ts';
import { type DemoDevice, enrollIfNeeded, startAgentProcess } from './demo-agents.ts';
import { seedHelpdesk } from './demo-helpdesk.ts';
import { seedPolicies } from './demo-policies.ts';
import { seedScripts } from './demo-scripts.ts';
import { changeFileServer, changeWorkstation, generateFileServer, generateWorkstation } from './demo-tree.ts';

const ORG_NAME = 'Northwind Traders';

async function adminCaller(app: FastifyInstance) {
  const admin = await app.db.kysely
    .selectFrom('users as u')
    .innerJoin('technician_roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('r.system', '=', 1)
    .where('u.status', '=', 'ACTIVE')
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  const { token, csrfToken } = await createSession(app.db, admin.id);
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie: `warden_session=${token}`, 'x-csrf-token': csrfToken },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 180_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function startDemo(app: FastifyInstance, serverUrl: string): Promise<ChildProcess[]> {
  const dir = path.join(app.config.dataDir, 'demo-devices');
  // Each agent runs with --root, its folder being the device's "/": plan paths are device paths
  // ("/srv/shares"), as on a real device. The NAS folders are storage outside the devices' disks.
  const devices: (DemoDevice & {
    plans: Record<string, unknown>[];
    generate: (r: string) => void;
    change: (r: string) => void;
  })[] = [
    {
      hostname: 'NW-WS-042',
      nodeClass: 'LINUX_WORKSTATION',
      root: path.join(dir, 'nw-ws-042', 'root'),
      stateDir: path.join(dir, 'nw-ws-042', 'agent'),
      generate: generateWorkstation,
      change: changeWorkstation,
      plans: [
        {
          name: 'Workstation documents',
          type: 'FILE_FOLDER',
          destination: 'CLOUD',
          commonFolders: ['DOCUMENTS', 'DESKTOP', 'PICTURES', 'DOWNLOADS'],
          exclusions: ['~$*', '*.tmp'],
        },
        {
          name: 'System image',
          type: 'IMAGE',
          destination: 'BOTH',
          paths: ['/'],
          localPath: path.join(dir, 'nas', 'nw-ws-042'),
          exclusions: [],
        },
      ],
    },
    {
      hostname: 'NW-FS-01',
      nodeClass: 'LINUX_SERVER',
      root: path.join(dir, 'nw-fs-01', 'root'),
      stateDir: path.join(dir, 'nw-fs-01', 'agent'),
      generate: generateFileServer,
      change: changeFileServer,
      plans: [
        {
          name: 'File shares',
          type: 'FILE_FOLDER',
          destination: 'BOTH',
          paths: ['/srv/shares'],
          localPath: path.join(dir, 'nas', 'nw-fs-01'),
          exclusions: [],
        },
        { name: 'Data volume', type: 'IMAGE', destination: 'CLOUD', paths: ['/srv'], exclusions: [] },
      ],
    },
  ];
  const call = await adminCaller(app);
  const existing = await call('GET', `/api/query/organizations?name=${encodeURIComponent(ORG_NAME)}`);
  const org =
    existing.results[0] ??
    (await call('POST', '/api/organizations', { name: ORG_NAME, description: 'Demo customer' }));
  const { token } = await call('GET', `/api/organizations/${org.id}/enrollment`);
  const firstStart = !fs.existsSync(path.join(dir, 'seeded'));

  const children: ChildProcess[] = [];
  for (const device of devices) {
    if (firstStart) {
      fs.rmSync(path.dirname(device.root), { recursive: true, force: true });
      device.generate(device.root);
    }
    await enrollIfNeeded(device, serverUrl, token);
    children.push(startAgentProcess(device, app.log));
  }
  if (!firstStart) return children;

  app.log.info('demo: first start — creating plans, the help desk and two rounds of backups');
  const seeded = async () => {
    const plansByDevice: { nodeId: number; planIds: number[]; device: (typeof devices)[number] }[] = [];
    for (const device of devices) {
      const state = JSON.parse(fs.readFileSync(path.join(device.stateDir, 'state.json'), 'utf8')) as {
        nodeId: number;
      };
      await waitFor(`${device.hostname} to connect`, async () =>
        app.agentHub.isConnected(state.nodeId) ? true : undefined,
      );
      const planIds: number[] = [];
      for (const plan of device.plans) {
        const created = await call('POST', `/api/backup/nodes/${state.nodeId}/plan-definitions`, {
          schedule: { scheduleType: 'DAILY', scheduleHour: 1, scheduleMinute: 30 },
          ...plan,
        });
        planIds.push(created.id);
      }
      plansByDevice.push({ nodeId: state.nodeId, planIds, device });
    }
    const [workstation, fileServer] = plansByDevice.map((p) => p.nodeId) as [number, number];
    await seedPolicies(call, org, [workstation, fileServer]);
    app.log.info('demo: policies ready');
    await seedHelpdesk(app, call, org, { workstation, fileServer });
    app.log.info('demo: help desk ready');
    // Scripting is a part of the demo, not a condition of it: the backups below still run without it.
    await seedScripts(app, call, org, { workstation, fileServer }).catch((err) =>
      app.log.error({ err }, 'demo: scripts set-up failed'),
    );
    for (let round = 1; round <= 2; round++) {
      for (const { nodeId, planIds, device } of plansByDevice) {
        if (round === 2) device.change(device.root);
        for (const planId of planIds) {
          const before = await app.db.kysely
            .selectFrom('backup_jobs')
            .select('id')
            .where('plan_id', '=', planId)
            .execute();
          await call('POST', `/api/backup/nodes/${nodeId}/plan-definitions/${planId}/run`);
          await waitFor(`plan ${planId} round ${round}`, async () => {
            const jobs = await app.db.kysely
              .selectFrom('backup_jobs')
              .select(['status'])
              .where('plan_id', '=', planId)
              .where('status', '!=', 'RUNNING')
              .execute();
            return jobs.length > before.length ? true : undefined;
          });
        }
      }
    }
    fs.writeFileSync(path.join(dir, 'seeded'), new Date().toISOString());
    app.log.info('demo: backups done — sign in and open Northwind Traders');
  };
  seeded().catch((err) => app.log.error({ err }, 'demo set-up failed'));
  return children;
}
