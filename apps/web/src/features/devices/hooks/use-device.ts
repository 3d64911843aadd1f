// One device by the id in the route; an id that cannot exist is "not found" without asking the server.
import { useQuery } from '@tanstack/react-query';
import { devicesApi, idParamSchema } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';

export function deviceQueryKey(id: number) {
  return ['devices', 'one', id] as const;
}

export function useDevice(rawId: string | undefined) {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : null;
  const query = useQuery({
    queryKey: deviceQueryKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(devicesApi.get, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound };
}
