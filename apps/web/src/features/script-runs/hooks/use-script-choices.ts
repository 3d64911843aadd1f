// The scripts the run dialog offers: the library searched by name as one types (after the remote
// fetch pause), narrowed to the device's operating system when the run is for one kind of device.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ScriptOperatingSystem, scriptsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import {
  REMOTE_FETCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../components/use-debounced-value/use-debounced-value.ts';
import { scriptsKey } from '../../scripts/hooks/script-query-keys.ts';

/** How many matches the picker lists; the search narrows the rest. */
export const SCRIPT_CHOICES = 25;

export function useScriptChoices(search: string, operatingSystem?: ScriptOperatingSystem) {
  const name = useDebouncedValue(search.trim(), REMOTE_FETCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...scriptsKey, 'choices', name, operatingSystem ?? null],
    queryFn: ({ signal }) =>
      apiCall(scriptsApi.list, {
        query: { name: name || undefined, operatingSystem, page: 0, size: SCRIPT_CHOICES },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
