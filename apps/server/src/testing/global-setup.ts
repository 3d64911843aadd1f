// Vitest global set-up for the server suites: under WARDEN_TEST_DB=postgres it starts one throwaway
// cluster for the run; each test app then makes its own database in it.
import { type PgCluster, startPgCluster } from './pg-cluster.ts';

let cluster: PgCluster | undefined;

export async function setup() {
  if (process.env.WARDEN_TEST_DB !== 'postgres') return;
  cluster = await startPgCluster();
  process.env.WARDEN_TEST_PG_ADMIN_URL = cluster.url('postgres');
  const stop = () => cluster?.stop();
  process.on('exit', stop);
}

export async function teardown() {
  cluster?.stop();
}
