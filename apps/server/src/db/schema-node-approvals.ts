// Table types of node approvals (migration 0017); times are ISO-8601 UTC text, as in schema.ts.
import type { ApprovalMode, ApprovalStatus, InstallationStatus } from '@warden/domain';
import type { Generated } from 'kysely';

export interface OrganizationApprovalSettingsTable {
  organization_id: number;
  mode: ApprovalMode;
  updated_at: string;
}

export interface NodeApprovalTable {
  id: Generated<number>;
  organization_id: number;
  device_id: number | null;
  display_name: string;
  node_approval_type: 'CANDIDATE_NODE';
  approval_status: ApprovalStatus;
  installation_status: InstallationStatus;
  approval_status_by_app_user_name: string | null;
  approval_status_by_app_user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface NodeApprovalTables {
  organization_approval_settings: OrganizationApprovalSettingsTable;
  node_approvals: NodeApprovalTable;
}
