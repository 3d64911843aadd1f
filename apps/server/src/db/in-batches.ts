// Runs a query over many ids in groups small enough for one IN list on both databases (SQLite caps
// bound parameters; PostgreSQL plans long lists badly).
export async function inBatches<T, R>(
  ids: readonly T[],
  run: (batch: T[]) => Promise<R[]>,
  size = 500,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...(await run(ids.slice(i, i + size))));
  return out;
}
