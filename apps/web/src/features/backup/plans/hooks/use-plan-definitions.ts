// A device's plan definitions and the editor's calls: create, change, remove and 'Back up now'. A change
// refreshes the definitions and the browser's plans alike.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanInput, plansApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';

export function usePlanDefinitions(nodeId: number) {
  return useQuery({
    queryKey: backupKeys.planDefinitions(nodeId),
    queryFn: ({ signal }) => apiCall(plansApi.list, { params: { nodeId }, signal }),
  });
}

export function usePlanMutations(nodeId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: backupKeys.device(nodeId) });
  const save = useMutation({
    mutationFn: ({ planId, body }: { planId?: number; body: PlanInput }) =>
      planId === undefined
        ? apiCall(plansApi.create, { params: { nodeId }, body })
        : apiCall(plansApi.update, { params: { nodeId, planId }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (planId: number) => apiCall(plansApi.remove, { params: { nodeId, planId } }),
    onSuccess: refresh,
  });
  const runNow = useMutation({
    mutationFn: (planId: number) => apiCall(plansApi.runNow, { params: { nodeId, planId } }),
    onSuccess: refresh,
  });
  return { save, remove, runNow };
}
