// Device counts by status, class and organisation, for all visible devices or one organisation.
import { useQuery } from '@tanstack/react-query';
import { devicesApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

/** The dashboards keep their counts current without a reload. */
export const SUMMARY_REFRESH_MS = 30_000;

export function useDeviceSummary({
  organizationId,
  enabled = true,
}: {
  organizationId?: number;
  enabled?: boolean;
} = {}) {
  return useQuery({
    queryKey: ['devices', 'summary', organizationId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiCall(devicesApi.summary, { query: organizationId ? { organizationId } : {}, signal }),
    refetchInterval: SUMMARY_REFRESH_MS,
    enabled,
  });
}
