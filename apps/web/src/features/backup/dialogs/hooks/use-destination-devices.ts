// The devices a restore may go to: online, backup-enabled devices of an eligible class in the source
// device's organisation, 50 a page, narrowed by the client's backup settings (MANUAL mode allows
// only the listed devices).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type Device,
  devicesApi,
  type FeatureFlags,
  isEligibleRestoreDestination,
  PAGE_SIZES,
  restoreApi,
  restoreDestinationClasses,
} from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { allResults, firstPage, nextPageParam } from './paged-options.ts';

export function useDestinationDevices(source: Device, flags: FeatureFlags, name: string, enabled: boolean) {
  const organizationId = source.organizationId;
  const settings = useQuery({
    queryKey: ['backup', 'client-backup-settings', organizationId],
    queryFn: ({ signal }) => apiCall(restoreApi.clientSettings, { params: { id: organizationId }, signal }),
    enabled,
  });
  const nodeClass = restoreDestinationClasses(flags);
  const devices = useInfiniteQuery({
    queryKey: ['backup', 'restore-destinations', organizationId, nodeClass, name],
    queryFn: ({ pageParam, signal }) =>
      apiCall(devicesApi.query, {
        body: {
          organizationId,
          online: true,
          lockhartEnabled: true,
          nodeClass,
          name: name || undefined,
          page: pageParam,
          size: PAGE_SIZES.devices,
        },
        signal,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageParam,
    enabled,
  });
  const eligible = settings.data
    ? allResults(devices.data).filter((d) => isEligibleRestoreDestination(d, flags, settings.data))
    : [];
  return {
    devices: eligible,
    loading: settings.isPending || devices.isPending,
    error: settings.isError || devices.isError,
    hasMore: devices.hasNextPage,
    loadingMore: devices.isFetchingNextPage,
    loadMore: () => void devices.fetchNextPage(),
  };
}
