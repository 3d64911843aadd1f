// What a grant gives beyond its holder's own: permissions, every organisation, or chosen ones.
import { describe, expect, it } from 'vitest';
import { exceedsHeld, grantExcess, organizationsWithin } from './grant-rules.ts';

const held = (permissions: string[], organizationIds: number[] | null) => ({
  permissions: new Set(permissions) as never,
  organizationIds,
});

describe('grantExcess', () => {
  it('is empty for a grant within the holder’s permissions and organisations', () => {
    const excess = grantExcess(
      { permissions: ['canManageDevices'], allOrganizations: false, organizationIds: [1] },
      held(['canManageDevices', 'canManageBackup'], [1, 2]),
    );
    expect(exceedsHeld(excess)).toBe(false);
  });

  it('names missing permissions, every organisation and unseen organisations', () => {
    expect(
      grantExcess(
        {
          permissions: ['canManageDevices', 'canManageSettings'],
          allOrganizations: true,
          organizationIds: [],
        },
        held(['canManageDevices'], [1]),
      ),
    ).toEqual({ permissions: ['canManageSettings'], allOrganizations: true, organizationIds: [] });
    expect(
      grantExcess({ permissions: [], allOrganizations: false, organizationIds: [1, 3, 3] }, held([], [1])),
    ).toEqual({ permissions: [], allOrganizations: false, organizationIds: [3] });
  });

  it('lets a holder who sees every organisation grant any of them', () => {
    const all = held([], null);
    expect(
      exceedsHeld(grantExcess({ permissions: [], allOrganizations: true, organizationIds: [] }, all)),
    ).toBe(false);
    expect(organizationsWithin({ allOrganizations: false, organizationIds: [9] }, all)).toBe(true);
    expect(organizationsWithin({ allOrganizations: true, organizationIds: [] }, held([], [9]))).toBe(false);
  });
});
