// The demo's scripting, made through the product's calls: a script from the template library, a device
// group of the Linux workstations, a nightly scheduled task on that group, and one run of the script on
// both demo devices by their real agents, so the demo opens with run output and script activities.
import type { FastifyInstance } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: the demo reads answers as the console would, by field
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<any>;

const VALUES = { warningPercent: 95 };
export const DEMO_TASK_NAME = 'Nightly disk check';

export async function seedScripts(
  app: FastifyInstance,
  call: Call,
  org: { id: number },
  devices: { workstation: number; fileServer: number },
): Promise<void> {
  const script = await call('POST', '/api/scripting/templates/linux-disk-usage/scripts', {});
  const group = await call('POST', '/api/device-groups', {
    name: 'Linux workstations',
    description: 'Every Linux workstation of the customer, as devices come and go',
    organizationId: org.id,
    criteria: { nodeClass: ['LINUX_WORKSTATION'] },
  });
  await call('POST', '/api/scripting/scheduled-tasks', {
    name: DEMO_TASK_NAME,
    description: 'Warns when a file system is fuller than 95 %',
    scripts: { actionList: [{ scriptId: script.id, variables: VALUES }] },
    schedule: { scheduleType: 'DAILY', scheduleHour: 2, scheduleMinute: 0 },
    targets: [
      { targetType: 'GROUP', targetId: group.id },
      { targetType: 'DEVICE', targetId: devices.fileServer },
    ],
  });
  const { runs } = await call('POST', '/api/scripting/runs', {
    scriptId: script.id,
    deviceIds: [devices.workstation, devices.fileServer],
    variables: VALUES,
  });
  // The agents run it for real; the demo is ready once both have reported how it ended.
  for (const { id } of runs as { id: number }[]) {
    for (let tries = 0; tries < 240; tries++) {
      const run = await call('GET', `/api/scripting/runs/${id}`);
      if (!['QUEUED', 'SENT', 'RUNNING'].includes(run.status)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  app.log.info('demo: scripts, a device group and a scheduled task ready');
}
