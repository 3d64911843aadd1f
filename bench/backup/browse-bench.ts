// Browse latency on SQLite: a folder of 100,000 entries (first page and a page near the end) and a
// search over 1,000,000 entries, through the real HTTP API. The trees are built through the real
// ingest calls (stage in batches of 1,000, then commit), as an agent would send them.
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, record, seconds, timed } from './report.ts';
import { syntheticEntry } from './synthetic-entry.ts';
import type { WardenEnv } from './warden-env.ts';

const SAMPLES = 60;
const STAGE_BATCH = 1000;
const EXTENSIONS = ['csv', 'txt', 'docx', 'pdf', 'xlsx', 'jpg', 'log', 'json'];
const WORDS = ['invoice', 'report', 'budget', 'contract', 'minutes', 'payroll', 'ledger', 'forecast'];

const entry = (p: string, i: number) => syntheticEntry(p, i, 1000 + (i % 5000), 1000);

const fileName = (i: number) => `${WORDS[i % WORDS.length]}-${i}.${EXTENSIONS[(i >> 3) % EXTENSIONS.length]}`;

/** The paths of the tree, in the order an agent's depth-first scan sends them. */
function* treePaths(bigFolder: number, total: number): Generator<string> {
  for (let i = 0; i < bigFolder; i++) yield `/srv/big/${fileName(i)}`;
  for (let i = bigFolder; i < total; i++) yield `/srv/tree/d-${Math.floor(i / 1000)}/${fileName(i)}`;
}

async function buildTree(warden: WardenEnv, bigFolder: number, total: number) {
  const { token } = (
    await warden.t.admin.get(`/api/organizations/${warden.organizationId}/enrollment`)
  ).json();
  const enrolled = await warden.t.app.inject({
    method: 'POST',
    url: '/api/agent/enroll',
    payload: {
      token,
      hostname: 'browse',
      platform: 'linux',
      osName: 'Linux',
      isServer: true,
      agentVersion: 'bench',
    },
  });
  const { nodeId, credential } = enrolled.json();
  const agent = (url: string, payload: unknown) =>
    warden.t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${credential}` },
      payload: payload as object,
    });
  const plan = await warden.t.admin.post(`/api/backup/nodes/${nodeId}/plan-definitions`, {
    name: 'Browse',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
    paths: ['/srv'],
  });
  const planId = plan.json().id as number;
  const { jobId } = (await agent('/api/agent/backup-jobs', { planId })).json();
  let staged = 0;
  const stageTime = await timed(async () => {
    let batch = [];
    for (const p of treePaths(bigFolder, total)) {
      batch.push(entry(p, staged++));
      if (batch.length === STAGE_BATCH) {
        const res = await agent(`/api/agent/backup-jobs/${jobId}/entries`, { entries: batch });
        if (res.statusCode !== 200) throw new Error(`stage: ${res.body}`);
        batch = [];
      }
    }
    if (batch.length) await agent(`/api/agent/backup-jobs/${jobId}/entries`, { entries: batch });
  });
  const commitTime = await timed(() =>
    agent(`/api/agent/backup-jobs/${jobId}/commit`, {
      roots: [{ path: '/srv', name: 'srv', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null }],
      deletedPaths: [],
      stats: { filesScanned: total, bytesScanned: 0 },
      onLocal: false,
      onCloud: true,
    }),
  );
  if (commitTime.value.statusCode !== 200) throw new Error(`commit: ${commitTime.value.body}`);
  const rate = Math.round(total / ((stageTime.ms + commitTime.ms) / 1000));
  console.log(
    `  ${total} entries staged in ${seconds(stageTime.ms)}, committed in ${seconds(commitTime.ms)} (${rate} entries/s)`,
  );
  const big = await warden.db
    .selectFrom('backup_entries')
    .select('id')
    .where('plan_id', '=', planId)
    .where('path', '=', '/srv/big')
    .executeTakeFirstOrThrow();
  return { nodeId, planId, bigFolderId: big.id, buildMs: stageTime.ms + commitTime.ms };
}

async function sample(warden: WardenEnv, url: string, expectResults: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const start = performance.now();
    const res = await warden.t.admin.get(url);
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (expectResults && res.json().results.length === 0) throw new Error(`${url} found nothing`);
    if (i >= 3) times.push(ms); // the first calls warm the caches
  }
  return times;
}

export async function browseBenchmarks(opts: { work: string; scale: number; warden: WardenEnv }) {
  const { scale, warden } = opts;
  const bigFolder = Math.max(1000, Math.round(100_000 * scale));
  const total = Math.max(bigFolder * 2, Math.round(1_000_000 * scale));
  console.log(
    `Building a backed-up tree of ${total} entries (one folder of ${bigFolder}) through the ingest …`,
  );
  const { nodeId, planId, bigFolderId } = await buildTree(warden, bigFolder, total);
  // The commits leave their entries out of the name index, which the server fills in the background;
  // search reads the entries not yet in it one by one until then. Measured once it is filled.
  const filled = await timed(() => warden.fillSearchIndex());
  console.log(`  name index filled after the commits: ${filled.value} entries in ${seconds(filled.ms)}`);
  await sleep(100);
  const base = `/api/backup/lockhart`;
  const content = `${base}/v2/nodes/${nodeId}/plans/${planId}/folders/${bigFolderId}/content`;
  const lastPage = Math.ceil(bigFolder / 250) - 1;
  const cases = [
    { name: `Folder of ${bigFolder}, first page`, url: `${content}?page=0&size=250`, limit: 25 },
    { name: `Folder of ${bigFolder}, last page`, url: `${content}?page=${lastPage}&size=250`, limit: 25 },
    {
      name: `Search ${total} entries, "*.csv"`,
      url: `${base}/nodes/${nodeId}/plans/${planId}/search?searchTerm=${encodeURIComponent('*.csv')}`,
      limit: 200,
    },
    {
      name: `Search ${total} entries, "ledger-12"`,
      url: `${base}/nodes/${nodeId}/plans/${planId}/search?searchTerm=ledger-12`,
      limit: 200,
    },
  ];
  for (const c of cases) {
    const times = await sample(warden, c.url, true);
    const p95 = percentile(times, 95);
    console.log(`  ${c.name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    record({
      name: `${c.name} (p95 of ${SAMPLES})`,
      warden: `${p95.toFixed(1)} ms`,
      peer: `limit ${c.limit} ms`,
      ratio: c.limit / p95,
      target: `p95 ≤ ${c.limit} ms`,
      met: p95 <= c.limit,
    });
  }
}
