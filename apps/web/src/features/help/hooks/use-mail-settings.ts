// The division's SMTP settings and its support and sales addresses.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailSettingsInput, mailApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

const mailSettingsQueryKey = ['mail', 'settings'] as const;

export function useMailSettings() {
  return useQuery({
    queryKey: mailSettingsQueryKey,
    queryFn: ({ signal }) => apiCall(mailApi.getSettings, { signal }),
  });
}

export function useUpdateMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSettingsInput) => apiCall(mailApi.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(mailSettingsQueryKey, settings),
  });
}
