// Node approvals (spec 001, sections 3 and 4): an organisation's approval mode, the approval entry of
// each device enrolled under MANUAL mode, and the calls that approve, reject and clear entries.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema, idSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';

export const approvalModes = ['AUTOMATIC', 'MANUAL'] as const;
export type ApprovalMode = (typeof approvalModes)[number];
export const DEFAULT_APPROVAL_MODE: ApprovalMode = 'AUTOMATIC';

export const approvalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** An enrolled agent is a candidate node; the spec names no other type yet. */
export const nodeApprovalTypes = ['CANDIDATE_NODE'] as const;
export const installationStatuses = ['PENDING', 'WAITING'] as const;
export type InstallationStatus = (typeof installationStatuses)[number];

/** The console's tabs: the three statuses, then two that list nothing yet. */
export const approvalTabs = ['pending', 'approved', 'rejected', 'security', 'general'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];
export const approvalStatusOfTab: Partial<Record<ApprovalTab, ApprovalStatus>> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

/**
 * What approving sets: APPROVED, and a candidate node waits for its installation to finish.
 * Pure, so the server and its tests share the one rule.
 */
export function approvedFields(entry: { nodeApprovalType: string; installationStatus: InstallationStatus }) {
  return {
    approvalStatus: 'APPROVED' as const,
    installationStatus: (entry.nodeApprovalType === 'CANDIDATE_NODE'
      ? 'WAITING'
      : entry.installationStatus) as InstallationStatus,
  };
}

/** Clearing removes decided entries; a pending one must be approved or rejected first. */
export const canClearApproval = (status: ApprovalStatus) => status !== 'PENDING';

export const nodeApprovalSchema = z.object({
  id: z.number(),
  nodeId: z.number().nullable(),
  displayName: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  nodeApprovalType: z.enum(nodeApprovalTypes),
  approvalStatus: z.enum(approvalStatuses),
  installationStatus: z.enum(installationStatuses),
  approvalStatusByAppUserName: z.string().nullable(),
  approvalStatusByAppUserId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NodeApproval = z.infer<typeof nodeApprovalSchema>;

export const approvalListQuerySchema = z.strictObject({
  status: z.enum(approvalStatuses).default('PENDING'),
  organizationId: coercedIdSchema.optional(),
  ...pageFields(PAGE_SIZES.devices),
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

export const approvalIdsBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(1000),
});

export const approvalModeSchema = z.object({ organizationId: z.number(), mode: z.enum(approvalModes) });
export const approvalModeBodySchema = z.strictObject({ mode: z.enum(approvalModes) });

export const approvalsApi = {
  list: endpoint({
    method: 'GET',
    path: '/approvals',
    summary: 'Node approval entries of one status within the caller’s organisations, by displayName ASC',
    tags: ['approvals'],
    query: approvalListQuerySchema,
    response: pagedSchema(nodeApprovalSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/approvals/approve',
    summary: 'Approve entries; their agents leave dormancy at their next connection',
    tags: ['approvals'],
    body: approvalIdsBodySchema,
    response: okSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/approvals/reject',
    summary: 'Reject entries from any tab; their agents are told to stop and may not enrol again',
    tags: ['approvals'],
    body: approvalIdsBodySchema,
    response: okSchema,
  }),
  clear: endpoint({
    method: 'POST',
    path: '/approvals/clear',
    summary: 'Remove approved or rejected entries from their tab; a cleared rejection allows re-enrolment',
    tags: ['approvals'],
    body: approvalIdsBodySchema,
    response: okSchema,
  }),
  mode: endpoint({
    method: 'GET',
    path: '/approvals/organizations/:id/mode',
    summary: 'An organisation’s approval mode (AUTOMATIC unless set)',
    tags: ['approvals'],
    params: idParamSchema,
    response: approvalModeSchema,
  }),
  setMode: endpoint({
    method: 'PUT',
    path: '/approvals/organizations/:id/mode',
    summary: 'Set an organisation’s approval mode',
    tags: ['approvals'],
    body: approvalModeBodySchema,
    params: idParamSchema,
    response: approvalModeSchema,
  }),
};
