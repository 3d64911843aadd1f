// Approval entries of one status (a page at a time), the approve, reject and clear calls, and an
// organisation's approval mode.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApprovalMode, type ApprovalStatus, approvalsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

const approvalsKey = ['approvals'] as const;

export function useApprovalList(status: ApprovalStatus, organizationId: number | undefined, page: number) {
  return useQuery({
    queryKey: [...approvalsKey, 'list', status, organizationId ?? null, page],
    queryFn: () => apiCall(approvalsApi.list, { query: { status, organizationId, page } }),
    placeholderData: keepPreviousData,
  });
}

export type ApprovalAction = 'approve' | 'reject' | 'clear';

export function useApprovalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ApprovalAction; ids: number[] }) =>
      apiCall(approvalsApi[action], { body: { ids } }),
    // An entry moves between tabs, so every tab's list is stale.
    onSuccess: () => client.invalidateQueries({ queryKey: [...approvalsKey, 'list'] }),
  });
}

export function useApprovalMode(organizationId: number) {
  return useQuery({
    queryKey: [...approvalsKey, 'mode', organizationId],
    queryFn: () => apiCall(approvalsApi.mode, { params: { id: organizationId } }),
  });
}

export function useSetApprovalMode(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: ApprovalMode) =>
      apiCall(approvalsApi.setMode, { params: { id: organizationId }, body: { mode } }),
    onSuccess: (data) => client.setQueryData([...approvalsKey, 'mode', organizationId], data),
  });
}
