// The device table's fetch function: one page of POST /query/devices for the table's arguments.
import { devicesApi } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';
import type { ServerTableFetchArgs } from '../../../components/server-table/server-table.tsx';
import type { DeviceFilters } from '../device-filters.ts';
import { deviceQueryBody, deviceTablePage } from '../device-query.ts';

/** `fixed` filters (e.g. the organisation of a customer dashboard) override the user's choices. */
export function useDeviceFetcher(fixed?: DeviceFilters) {
  const organizationId = fixed?.organizationId;
  return useCallback(
    async (args: ServerTableFetchArgs<DeviceFilters>) => {
      const filters = organizationId ? { ...args.filters, organizationId } : args.filters;
      const body = deviceQueryBody({ ...args, filters });
      return deviceTablePage(await apiCall(devicesApi.query, { body, signal: args.signal }));
    },
    [organizationId],
  );
}
