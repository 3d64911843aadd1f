// One run, starting runs and cancelling one; each change refreshes the run and every table of runs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idParamSchema, type ScriptRun, scriptRunApi, type scriptRunInputSchema } from '@warden/domain';
import type { z } from 'zod';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { scriptRunKey, scriptRunTablesKey } from './run-query-keys.ts';

export type StartRunsInput = z.input<typeof scriptRunInputSchema>;

export function useScriptRun(rawId: string | number | undefined) {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : null;
  const query = useQuery({
    queryKey: scriptRunKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(scriptRunApi.get, { params: { runId: id! }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound, id };
}

function useRefreshRuns() {
  const client = useQueryClient();
  return (runs: readonly ScriptRun[]) => {
    for (const run of runs) void client.invalidateQueries({ queryKey: scriptRunKey(run.id) });
    void client.invalidateQueries({ queryKey: scriptRunTablesKey });
  };
}

export function useStartRuns() {
  const refresh = useRefreshRuns();
  return useMutation({
    mutationFn: (body: StartRunsInput) => apiCall(scriptRunApi.create, { body }),
    onSuccess: (answer) => refresh(answer.runs),
  });
}

export function useCancelRun() {
  const refresh = useRefreshRuns();
  return useMutation({
    mutationFn: (runId: number) => apiCall(scriptRunApi.cancel, { params: { runId } }),
    onSuccess: (run) => refresh([run]),
  });
}
