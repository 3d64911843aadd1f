// Policies over the policy API: the list table's page fetcher, one policy with its chain and effective
// result, and the calls that create, re-describe, delete, override and revert.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PolicyDetail,
  type PolicyInput,
  type PolicyPatch,
  type PolicySection,
  type PolicySummary,
  policiesApi,
} from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';

/** Every policy query sits under this prefix, so a change refreshes the list and each policy. */
export const policiesKey = ['policies'] as const;
const detailKey = (id: number) => [...policiesKey, 'detail', id] as const;

export async function fetchPolicyPage(
  args: ServerTableFetchArgs<{ nodeRoleId?: string }>,
): Promise<ServerTableResult<PolicySummary>> {
  const answer = await apiCall(policiesApi.list, {
    query: { page: args.pageIndex, pageSize: args.pageSize, nodeRoleId: args.filters.nodeRoleId },
    signal: args.signal,
  });
  return {
    data: answer.items,
    pageCount: Math.ceil(answer.total / args.pageSize),
    totalCount: answer.total,
  };
}

/** The policies of one role, for the parent picker (a parent has the child's role). */
export function usePoliciesOfRole(nodeRoleId: string | undefined) {
  return useQuery({
    queryKey: [...policiesKey, 'of-role', nodeRoleId ?? ''],
    queryFn: ({ signal }) => apiCall(policiesApi.list, { query: { nodeRoleId, pageSize: 50 }, signal }),
    enabled: !!nodeRoleId,
  });
}

export function usePolicy(id: number | null) {
  return useQuery({
    queryKey: detailKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(policiesApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

function useRefreshPolicies() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: policiesKey }),
      client.invalidateQueries({ queryKey: ['server-table', ...policiesKey] }),
    ]);
}

export function useCreatePolicy() {
  const onSuccess = useRefreshPolicies();
  return useMutation({
    mutationFn: (body: PolicyInput) => apiCall(policiesApi.create, { body }),
    onSuccess,
  });
}

export function useUpdatePolicy(id: number) {
  const onSuccess = useRefreshPolicies();
  return useMutation({
    mutationFn: (body: PolicyPatch) => apiCall(policiesApi.update, { params: { id }, body }),
    onSuccess,
  });
}

export function useDeletePolicy() {
  const onSuccess = useRefreshPolicies();
  return useMutation({
    mutationFn: (id: number) => apiCall(policiesApi.remove, { params: { id } }),
    onSuccess,
  });
}

export interface ItemChange {
  section: PolicySection;
  key: string;
  /** The new value; undefined reverts the item (its override goes). */
  value?: unknown;
}

/** Override (change, enable, disable) or revert one item; the answer is the policy's new view. */
export function usePolicyItem(id: number) {
  const client = useQueryClient();
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: ({ section, key, value }: ItemChange) => {
      const params = { id, section, key };
      return value === undefined
        ? apiCall(policiesApi.revertItem, { params })
        : apiCall(policiesApi.putItem, { params, body: value });
    },
    onSuccess: (detail: PolicyDetail) => {
      client.setQueryData(detailKey(id), detail);
      // The policy's descendants and its list row change with it.
      void refresh();
    },
  });
}
