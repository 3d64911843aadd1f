// The approval pages' paths and which tab a path's :page names.
import { type ApprovalTab, approvalTabs } from '@warden/domain';

export function approvalTab(page: string | undefined): ApprovalTab | undefined {
  return approvalTabs.find((tab) => tab === page);
}

export const approvalsPath = (tab: ApprovalTab, organizationId?: number) =>
  organizationId === undefined
    ? `/systemDashboard/approvals/${tab}`
    : `/customerDashboard/${organizationId}/approvals/${tab}`;
