// The script categories and their add, rename and delete; every change refreshes the category list
// and the library table, whose filter and rows name categories.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScriptCategoryInput, scriptsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { scriptCategoriesKey, scriptsKey } from './script-query-keys.ts';

export function useScriptCategories() {
  return useQuery({
    queryKey: scriptCategoriesKey,
    queryFn: ({ signal }) => apiCall(scriptsApi.categories, { signal }),
  });
}

export function useCategoryActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: scriptCategoriesKey }),
      client.invalidateQueries({ queryKey: ['server-table', ...scriptsKey] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: ScriptCategoryInput) => apiCall(scriptsApi.createCategory, { body }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ id, ...body }: ScriptCategoryInput & { id: number }) =>
        apiCall(scriptsApi.renameCategory, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(scriptsApi.removeCategory, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
