// The demo's policies, made through the product's calls: a parent "Linux baseline" (agent settings
// and a low-disk condition) and a child "Linux workstations" that overrides the inventory interval
// and adds a service condition that raises an alert on every demo device, mapped to the demo
// organisation's device role(s) so both demo devices run by it. Their agents receive it over their
// links like any other device's.

// biome-ignore lint/suspicious/noExplicitAny: the demo reads answers as the console would, by field
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<any>;

export const DEMO_PARENT_POLICY = 'Linux baseline';
export const DEMO_CHILD_POLICY = 'Linux workstations';

/**
 * The condition that raises a real alert on both demo devices. Their agents serve folders (--root),
 * so a service check looks for a process of that name on the machine running the demo; the demo
 * never starts one called northwind-sync, and no machine runs it by chance, as it would an `ssh`
 * client (git over SSH) that once made the demo's old "ssh" check pass and reset.
 */
export const DEMO_ALERT = {
  key: 'sync-stopped',
  name: 'Northwind sync service stopped',
  serviceName: 'northwind-sync',
} as const;

export async function seedPolicies(call: Call, org: { id: number }, deviceIds: number[]): Promise<void> {
  const roles = new Set<string>();
  for (const id of deviceIds) roles.add((await call('GET', `/api/devices/${id}/settings`)).nodeRoleId);
  const entries: { nodeRoleId: string; policyId: number }[] = [];
  let first = true;
  for (const nodeRoleId of roles) {
    // A policy has one role; a second role (a device of another class) gets its own tree.
    const suffix = first ? '' : ` (${nodeRoleId})`;
    first = false;
    const parent = await call('POST', '/api/policies', {
      name: `${DEMO_PARENT_POLICY}${suffix}`,
      description: 'What every Linux device of the customer runs by',
      nodeRoleId,
      overrides: {
        agentSettings: { heartbeatIntervalSeconds: 30, inventoryIntervalMinutes: 60 },
        conditions: {
          'low-disk': {
            enabled: true,
            name: 'Root file system nearly full',
            condition: { type: 'DISK_FREE_BELOW', thresholdPercent: 10, volume: '/' },
            actions: [],
          },
        },
      },
    });
    const child = await call('POST', '/api/policies', {
      name: `${DEMO_CHILD_POLICY}${suffix}`,
      description: 'Workstations report their inventory more often',
      nodeRoleId,
      parentId: parent.id,
      overrides: {
        agentSettings: { inventoryIntervalMinutes: 15 },
        conditions: {
          [DEMO_ALERT.key]: {
            enabled: true,
            name: DEMO_ALERT.name,
            condition: { type: 'SERVICE_STOPPED', serviceName: DEMO_ALERT.serviceName },
            actions: [],
          },
        },
      },
    });
    entries.push({ nodeRoleId, policyId: child.id });
  }
  await call('PUT', `/api/organizations/${org.id}/policy-map`, { entries });
}
