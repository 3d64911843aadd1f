// The template library: the filtered list, one template, and 'Use template', which adds a script.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScriptTemplateQuery, scriptsApi, type UseScriptTemplateInput } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { scriptCategoriesKey, scriptKey, scriptsKey, templatesKey } from './script-query-keys.ts';

export function useTemplates(query: ScriptTemplateQuery) {
  return useQuery({
    queryKey: [...templatesKey, query],
    queryFn: ({ signal }) => apiCall(scriptsApi.templates, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: [...templatesKey, 'template', id],
    queryFn: ({ signal }) => apiCall(scriptsApi.template, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useUseTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UseScriptTemplateInput }) =>
      apiCall(scriptsApi.useTemplate, { params: { id }, body }),
    onSuccess: (script) => {
      client.setQueryData(scriptKey(script.id), script);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['server-table', ...scriptsKey] }),
        client.invalidateQueries({ queryKey: scriptCategoriesKey }),
      ]);
    },
  });
}
