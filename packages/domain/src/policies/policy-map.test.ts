// Device roles by class and the node-role policy map with its fallback to the installation defaults.
import { describe, expect, it } from 'vitest';
import { builtInRoles, defaultRoleFor, roleFitsDevice } from './device-roles.ts';
import { mapEntryFits, type PolicyMapEntry, policyForRole, policyMapInputSchema } from './policy-map.ts';

const org: PolicyMapEntry[] = [{ nodeRoleId: 'LINUX_SERVER', policyId: 5, policyName: 'Web servers' }];
const defaults: PolicyMapEntry[] = [
  { nodeRoleId: 'LINUX_SERVER', policyId: 1, policyName: 'Linux servers' },
  { nodeRoleId: 'WINDOWS_WORKSTATION', policyId: 2, policyName: 'Workstations' },
];

describe('device roles', () => {
  it('gives every class a built-in role that a new device of that class takes', () => {
    expect(builtInRoles.map((r) => r.name)).toContain('Linux server');
    for (const role of builtInRoles) {
      expect(defaultRoleFor(role.nodeClass)).toBe(role.id);
      expect(roleFitsDevice(role, role.nodeClass)).toBe(true);
    }
    expect(roleFitsDevice({ nodeClass: 'MAC' }, 'LINUX_SERVER')).toBe(false);
  });
});

describe('policyForRole', () => {
  it("uses the organisation's entry for a mapped role", () => {
    expect(policyForRole('LINUX_SERVER', org, defaults)).toEqual({ entry: org[0], source: 'ORGANIZATION' });
  });

  it("falls back to the installation's default for an unmapped role", () => {
    expect(policyForRole('WINDOWS_WORKSTATION', org, defaults)).toEqual({
      entry: defaults[1],
      source: 'INSTALLATION_DEFAULT',
    });
  });

  it('gives no policy when neither maps the role', () => {
    expect(policyForRole('MAC', org, defaults)).toBeNull();
  });
});

describe('the map entries', () => {
  it('refuses a role mapped twice, naming the second entry', () => {
    const r = policyMapInputSchema.safeParse([
      { nodeRoleId: 'MAC', policyId: 1 },
      { nodeRoleId: 'MAC', policyId: 2 },
    ]);
    expect(r.error?.issues[0]).toMatchObject({ path: [1, 'nodeRoleId'], message: 'Role mapped twice' });
  });

  it('only maps a role to a policy of the same role', () => {
    expect(mapEntryFits({ nodeRoleId: 'MAC' }, { nodeRoleId: 'MAC' })).toBe(true);
    expect(mapEntryFits({ nodeRoleId: 'MAC' }, { nodeRoleId: 'LINUX_SERVER' })).toBe(false);
  });
});
