// What the add-targets dialog offers: the groups, devices or organisations the technician sees,
// searched by name, the first page of each.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  deviceGroupsApi,
  devicesApi,
  organizationsApi,
  PAGE_SIZES,
  type ScheduledTaskTarget,
  type ScheduledTaskTargetType,
} from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { scheduledTasksQueryKey } from './use-scheduled-tasks.ts';

type Option = Omit<ScheduledTaskTarget, 'scheduledTaskId'>;

async function fetchOptions(
  type: ScheduledTaskTargetType,
  name: string,
  signal: AbortSignal,
): Promise<Option[]> {
  const search = name.trim() || undefined;
  switch (type) {
    case 'GROUP': {
      const page = await apiCall(deviceGroupsApi.list, { query: { name: search }, signal });
      return page.results.map((g) => ({ targetType: type, targetId: g.id, name: g.name }));
    }
    case 'DEVICE': {
      const page = await apiCall(devicesApi.query, {
        body: { name: search, size: PAGE_SIZES.devices },
        signal,
      });
      return page.results.map((d) => ({ targetType: type, targetId: d.id, name: d.displayName }));
    }
    case 'ORGANIZATION': {
      const page = await apiCall(organizationsApi.query, { query: { name: search }, signal });
      return page.results.map((o) => ({ targetType: type, targetId: o.id, name: o.name }));
    }
  }
}

export function useTargetOptions(type: ScheduledTaskTargetType, name: string, enabled: boolean) {
  return useQuery({
    queryKey: [...scheduledTasksQueryKey, 'target-options', type, name],
    queryFn: ({ signal }) => fetchOptions(type, name, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
