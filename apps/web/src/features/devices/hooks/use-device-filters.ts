// The device search filters, held in the URL's search parameters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DeviceFilters, filtersFromParams, paramsFromFilters } from '../device-filters.ts';

export function useDeviceFilters(): [DeviceFilters, (next: DeviceFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed on the query string so the table sees a new object only when a filter really changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the serialised form of params
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const setFilters = useCallback(
    (next: DeviceFilters) => setParams((current) => paramsFromFilters(next, current), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
