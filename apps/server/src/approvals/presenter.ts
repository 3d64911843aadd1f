// Node approval row to API shape.
import type { NodeApproval } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { NodeApprovalTable } from '../db/schema-node-approvals.ts';

export function presentApproval(
  row: Selectable<NodeApprovalTable> & { organization_name: string },
): NodeApproval {
  return {
    id: row.id,
    nodeId: row.device_id,
    displayName: row.display_name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    nodeApprovalType: row.node_approval_type,
    approvalStatus: row.approval_status,
    installationStatus: row.installation_status,
    approvalStatusByAppUserName: row.approval_status_by_app_user_name,
    approvalStatusByAppUserId: row.approval_status_by_app_user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
