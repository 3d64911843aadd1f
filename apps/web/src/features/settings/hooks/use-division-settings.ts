// The division's name and feature flags. Saving also refreshes the session, whose divisionConfig
// the rest of the console reads its flags from.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DivisionSettingsUpdate, settingsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { sessionQueryKey } from '../../auth/hooks/use-session.ts';

export const divisionSettingsQueryKey = ['division-settings'] as const;

export function useDivisionSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: divisionSettingsQueryKey,
    queryFn: ({ signal }) => apiCall(settingsApi.get, { signal }),
    enabled: options.enabled ?? true,
  });
}

export function useUpdateDivisionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DivisionSettingsUpdate) => apiCall(settingsApi.update, { body }),
    onSuccess: (saved) => {
      client.setQueryData(divisionSettingsQueryKey, saved);
      return client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
