// One scheduled task, its save and delete, and the list table's page fetcher.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ScheduledTaskInput, type ScheduledTaskSummary, scheduledTasksApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import type {
  ServerTableFetchArgs,
  ServerTableResult,
} from '../../../components/server-table/server-table.tsx';

/** The prefix every scheduled task query sits under, so a change refreshes the list and the task. */
export const scheduledTasksQueryKey = ['scheduled-tasks'] as const;

export function useScheduledTask(id: number | null) {
  return useQuery({
    queryKey: [...scheduledTasksQueryKey, id ?? 0],
    queryFn: ({ signal }) => apiCall(scheduledTasksApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export async function fetchScheduledTaskPage(
  args: ServerTableFetchArgs<Record<string, never>>,
): Promise<ServerTableResult<ScheduledTaskSummary>> {
  const name = args.search.trim();
  const answer = await apiCall(scheduledTasksApi.list, {
    query: { page: args.pageIndex, size: args.pageSize, ...(name ? { name } : {}) },
    signal: args.signal,
  });
  return { data: answer.results, pageCount: answer.totalPages, totalCount: answer.totalElements };
}

function useRefreshTasks() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: scheduledTasksQueryKey }),
      client.invalidateQueries({ queryKey: ['server-table', ...scheduledTasksQueryKey] }),
    ]);
}

/** Creates a task without an id, else updates the one with that id. */
export function useSaveScheduledTask(id: number | null) {
  const onSuccess = useRefreshTasks();
  return useMutation({
    mutationFn: (body: ScheduledTaskInput) =>
      id === null
        ? apiCall(scheduledTasksApi.create, { body })
        : apiCall(scheduledTasksApi.update, { params: { id }, body }),
    onSuccess,
  });
}

export function useDeleteScheduledTask() {
  const onSuccess = useRefreshTasks();
  return useMutation({
    mutationFn: (id: number) => apiCall(scheduledTasksApi.remove, { params: { id } }),
    onSuccess,
  });
}
