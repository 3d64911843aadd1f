// The plan editor's calls: create or change, remove and 'Back up now'. Each refreshes the device's
// backup queries, so the definitions and the browser's plans agree.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlanInput, plansApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';

function useRefreshPlans(nodeId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: backupKeys.device(nodeId) });
}

/** Saves a plan: creates one without a plan id, else updates the one with that id. */
export function useSavePlan(nodeId: number) {
  const refresh = useRefreshPlans(nodeId);
  return useMutation({
    mutationFn: ({ planId, body }: { planId?: number; body: PlanInput }) =>
      planId === undefined
        ? apiCall(plansApi.create, { params: { nodeId }, body })
        : apiCall(plansApi.update, { params: { nodeId, planId }, body }),
    onSuccess: refresh,
  });
}

export function useRemovePlan(nodeId: number) {
  const refresh = useRefreshPlans(nodeId);
  return useMutation({
    mutationFn: (planId: number) => apiCall(plansApi.remove, { params: { nodeId, planId } }),
    onSuccess: refresh,
  });
}

export function useRunPlanNow(nodeId: number) {
  const refresh = useRefreshPlans(nodeId);
  return useMutation({
    mutationFn: (planId: number) => apiCall(plansApi.runNow, { params: { nodeId, planId } }),
    onSuccess: refresh,
  });
}
