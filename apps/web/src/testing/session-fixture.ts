// The signed-in session of component and page tests: Ada, a technician with every permission unless a
// test takes some away, on the default feature flags and an unbranded console.
import {
  type DivisionConfig,
  type FeatureFlags,
  featureFlagDefaults,
  type Permission,
  permissionMap,
  permissions,
  type Session,
  type UserType,
} from '@warden/domain';

export const SIGNED_IN_USER_ID = 1;

export interface SessionFixtureOptions {
  /** The permissions granted; every one when left out. */
  granted?: readonly Permission[];
  /** Permissions taken away from those granted. */
  without?: readonly Permission[];
  flags?: Partial<FeatureFlags>;
  userType?: UserType;
  hideHelpTooltip?: boolean;
  branding?: Partial<DivisionConfig['branding']>;
}

export function sessionFixture(options: SessionFixtureOptions = {}): Session {
  const granted = (options.granted ?? permissions).filter((p) => !options.without?.includes(p));
  return {
    user: {
      id: SIGNED_IN_USER_ID,
      uid: 'u-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      displayName: 'Ada Admin',
      userType: options.userType ?? 'TECHNICIAN',
      roleId: 1,
      roleName: 'Administrators',
      hideHelpTooltip: options.hideHelpTooltip ?? true,
    },
    divisionConfig: {
      name: 'Warden',
      features: { ...featureFlagDefaults, ...options.flags },
      branding: { branded: false, productName: 'Warden', ...options.branding },
    },
    permissions: permissionMap(granted),
    organizationIds: null,
    csrfToken: 'csrf-token-1',
  };
}
