// Table types of policies (migration 0020); times are ISO-8601 UTC text, as in schema.ts.
import type { NodeClass } from '@warden/domain';
import type { Generated } from 'kysely';

export interface DeviceRoleTable {
  id: string;
  name: string;
  node_class: NodeClass;
  built_in: number;
  created_at: string;
}

export interface PolicyTable {
  id: Generated<number>;
  name: string;
  description: string;
  node_role_id: string;
  parent_id: number | null;
  /** JSON of the policy's own items (PolicyOverrides). */
  overrides: string;
  created_at: string;
  updated_at: string;
}

export interface OrganizationPolicyMapTable {
  organization_id: number;
  node_role_id: string;
  policy_id: number;
}

export interface InstallationPolicyDefaultTable {
  node_role_id: string;
  policy_id: number;
}

export interface PolicyTables {
  device_roles: DeviceRoleTable;
  policies: PolicyTable;
  organization_policy_map: OrganizationPolicyMapTable;
  installation_policy_defaults: InstallationPolicyDefaultTable;
}
