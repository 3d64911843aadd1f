// A device's own settings with its policy and effective result, and the change call (each change is
// recorded by the server as an activity).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeviceSettingsPatch, deviceSettingsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

const settingsKey = (deviceId: number) => ['device-settings', deviceId] as const;

export function useDeviceSettings(deviceId: number) {
  return useQuery({
    queryKey: settingsKey(deviceId),
    queryFn: ({ signal }) => apiCall(deviceSettingsApi.get, { params: { id: deviceId }, signal }),
  });
}

export function useUpdateDeviceSettings(deviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceSettingsPatch) =>
      apiCall(deviceSettingsApi.update, { params: { id: deviceId }, body }),
    onSuccess: (settings) => {
      client.setQueryData(settingsKey(deviceId), settings);
      // The name and role show in the device's header and lists too.
      void client.invalidateQueries({ queryKey: ['devices'] });
    },
  });
}
