// The branding's help settings: read by every technician's panel, changed on the branding page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HelpSettings, helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const helpSettingsQueryKey = ['help', 'settings'] as const;

export function useHelpSettings() {
  return useQuery({
    queryKey: helpSettingsQueryKey,
    queryFn: ({ signal }) => apiCall(helpApi.getHelpSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUpdateHelpSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpSettings) => apiCall(helpApi.updateHelpSettings, { body }),
    onSuccess: (settings) => client.setQueryData(helpSettingsQueryKey, settings),
  });
}
