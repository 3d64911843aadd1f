// A device's details record (sample device fields) with the values suggested for it, and the save call
// (recorded by the server as a device settings change).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceDetailsApi, type SampleDeviceFields } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const deviceDetailsKey = (deviceId: number) => ['device-details', deviceId] as const;

export function useDeviceDetails(deviceId: number) {
  return useQuery({
    queryKey: deviceDetailsKey(deviceId),
    queryFn: ({ signal }) => apiCall(deviceDetailsApi.get, { params: { id: deviceId }, signal }),
  });
}

export function useSaveDeviceDetails(deviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SampleDeviceFields) =>
      apiCall(deviceDetailsApi.put, { params: { id: deviceId }, body }),
    onSuccess: (answer) => client.setQueryData(deviceDetailsKey(deviceId), answer),
  });
}
