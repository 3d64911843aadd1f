// What the policy's item dialogs pick from: library scripts by id (names and typed variables), the
// help desk's ticket forms and statuses, and the notification channels' brief list.
import { useQueries } from '@tanstack/react-query';
import { type Script, scriptsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { scriptKey } from '../../scripts/hooks/script-query-keys.ts';

export { useChannelBriefs } from '../../notification-channels/hooks/use-notification-channels.ts';
export { useTicketForms, useTicketStatuses } from '../../tickets/hooks/use-ticketing-config.ts';

/** Each script by id, sharing the script library's cache; ids not yet chosen (0) are skipped. */
export function useScriptsById(ids: readonly number[]): ReadonlyMap<number, Script> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  return useQueries({
    queries: wanted.map((id) => ({
      queryKey: scriptKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiCall(scriptsApi.get, { params: { id }, signal }),
    })),
    combine: (results) => new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : []))),
  });
}
