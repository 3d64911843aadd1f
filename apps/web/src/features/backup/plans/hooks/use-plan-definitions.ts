// A device's plan definitions, as the plan editor lists them (its calls are in use-plan-mutations.ts).
import { useQuery } from '@tanstack/react-query';
import { plansApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';

export function usePlanDefinitions(nodeId: number) {
  return useQuery({
    queryKey: backupKeys.planDefinitions(nodeId),
    queryFn: ({ signal }) => apiCall(plansApi.list, { params: { nodeId }, signal }),
  });
}
