// BENCH_PG_STATS=1: where PostgreSQL's own time goes in the sweep's first run, from pg_stat_statements
// (loaded into the bench's throwaway cluster only), printed as the statements with most total time.
import pg from 'pg';

export const PG_STATS = process.env.BENCH_PG_STATS === '1';

/** The cluster's settings: those the statistics need, and BENCH_PG_SETTINGS=name=value,... to try others. */
export const pgSettings: Record<string, string> = {
  ...(PG_STATS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' } : {}),
  ...Object.fromEntries(
    (process.env.BENCH_PG_SETTINGS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  ),
};

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Clears the counts, so only what follows is shown. */
export async function resetPgStats(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  });
}

/** Prints the statements with most total execution time since the reset, and the sum of all. */
export async function printPgStats(url: string, top = 15): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{
      calls: string;
      total: number;
      rows: string;
      query: string;
    }>(
      `SELECT calls, total_exec_time AS total, rows, query
         FROM pg_stat_statements
        WHERE query NOT LIKE '%pg_stat_statements%'
        ORDER BY total_exec_time DESC`,
    );
    // Batches of different sizes are different statements to PostgreSQL; one line for each shape.
    const byShape = new Map<string, { calls: number; total: number; rows: number }>();
    for (const r of rows) {
      const shape = r.query
        .replace(/\s+/g, ' ')
        .replace(/\(\$\d+(, \$\d+)*\)(, \(\$\d+(, \$\d+)*\))*/g, '(...)');
      const line = byShape.get(shape) ?? { calls: 0, total: 0, rows: 0 };
      line.calls += Number(r.calls);
      line.total += r.total;
      line.rows += Number(r.rows);
      byShape.set(shape, line);
    }
    const lines = [...byShape].sort((a, b) => b[1].total - a[1].total);
    const sum = lines.reduce((s, [, l]) => s + l.total, 0);
    const calls = lines.reduce((s, [, l]) => s + l.calls, 0);
    console.log(`PostgreSQL statements: ${calls} calls, ${sum.toFixed(0)} ms of execution in all`);
    for (const [shape, l] of lines.slice(0, top)) {
      console.log(
        `  ${l.total.toFixed(1).padStart(8)} ms  ${String(l.calls).padStart(5)} calls  ${(l.total / l.calls).toFixed(2).padStart(7)} ms mean  ${String(l.rows).padStart(6)} rows  ${shape.slice(0, 140)}`,
      );
    }
  });
}
