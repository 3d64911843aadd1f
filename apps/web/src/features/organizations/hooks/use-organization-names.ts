// Names for chosen organisation ids. Names seen on any picker page are remembered across searches;
// ids never seen (a saved role may name organisations the picker has not shown) are read one by one,
// once the picker's first page has answered.
import { useQueries } from '@tanstack/react-query';
import { type Organization, organizationsApi } from '@warden/domain';
import { useEffect, useState } from 'react';
import { apiCall } from '../../../api/client.ts';
import { organizationDetailQueryKey } from './use-organization-detail.ts';

export function useOrganizationNames(ids: number[], loaded: Organization[], ready: boolean) {
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(() => new Map());
  useEffect(() => {
    if (loaded.length === 0) return;
    setSeen((previous) => new Map([...previous, ...loaded.map((o) => [o.id, o.name] as const)]));
  }, [loaded]);

  const names = new Map([...seen, ...loaded.map((o) => [o.id, o.name] as const)]);
  const missing = ids.filter((id) => !names.has(id));
  const details = useQueries({
    queries: missing.map((id) => ({
      queryKey: organizationDetailQueryKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(organizationsApi.get, { params: { id }, signal }),
      enabled: ready,
      staleTime: 60_000,
    })),
  });
  for (const detail of details) if (detail.data) names.set(detail.data.id, detail.data.name);
  return names;
}
