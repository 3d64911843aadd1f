// What a tag picker needs from the server: every tag, whether they could be listed, and a create
// call whose new tag joins the cached list at once. Spec 001 §8: failures are reported as well as shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Tag, ticketingConfigApi } from '@warden/domain';
import { useEffect } from 'react';
import { apiCall } from '../../../api/client.ts';
import { ticketingConfigKey } from './ticket-query-keys.ts';
import { useTags } from './use-ticketing-config.ts';

export interface TagPickerData {
  tags: readonly Tag[];
  loading: boolean;
  loadFailed: boolean;
  create: (name: string) => Promise<Tag>;
}

export function useTagPickerData(): TagPickerData {
  const client = useQueryClient();
  const tags = useTags();
  const create = useMutation({
    mutationFn: (name: string) => apiCall(ticketingConfigApi.createTag, { body: { tag: { name } } }),
    onError: (error) => console.error('Error creating tag', error),
    onSuccess: ({ tag }) => {
      client.setQueryData<{ tags: Tag[] }>([...ticketingConfigKey, 'tags'], (old) =>
        old && !old.tags.some((known) => known.id === tag.id) ? { tags: [...old.tags, tag] } : old,
      );
    },
  });
  useEffect(() => {
    if (tags.error) console.error('Error fetching tags', tags.error);
  }, [tags.error]);
  return {
    tags: tags.data ?? [],
    loading: tags.isLoading,
    loadFailed: tags.isError,
    create: async (name) => (await create.mutateAsync(name)).tag,
  };
}
