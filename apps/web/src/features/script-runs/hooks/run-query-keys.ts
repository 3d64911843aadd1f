// Query keys of script runs, so starting or cancelling a run refreshes exactly what shows it.
export const scriptRunsKey = ['script-runs'] as const;
export const scriptRunKey = (id: number) => [...scriptRunsKey, 'run', id] as const;
/** The server tables of runs (the pending queue, a device's recent runs) sit under this prefix. */
export const scriptRunTablesKey = ['server-table', ...scriptRunsKey] as const;
