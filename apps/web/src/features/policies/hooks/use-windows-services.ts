// The services of a live device for the Windows-service condition's picker. A resultCode other than
// SUCCESS counts as a failure, like a failed request: the form then says the list could not load.
import { useQuery } from '@tanstack/react-query';
import { serviceLookupApi, type WindowsService } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export interface ServiceLookupState {
  status: 'idle' | 'loading' | 'failed' | 'ready';
  services: WindowsService[];
}

export const windowsServicesKey = (deviceId: number) => ['policies', 'winservice', deviceId] as const;

/** Without a device there is nobody to ask: the picker stays idle and the name is typed. */
export function useWindowsServices(deviceId: number | undefined): ServiceLookupState {
  const query = useQuery({
    queryKey: windowsServicesKey(deviceId ?? 0),
    queryFn: ({ signal }) => apiCall(serviceLookupApi.list, { query: { deviceId: deviceId! }, signal }),
    enabled: deviceId !== undefined,
    retry: false,
  });
  if (deviceId === undefined) return { status: 'idle', services: [] };
  if (query.isPending) return { status: 'loading', services: [] };
  if (query.isError || query.data.resultCode !== 'SUCCESS') return { status: 'failed', services: [] };
  return { status: 'ready', services: query.data.windowsServices };
}
