// Queries behind the backup browser: plans with their storage, folders, volumes, folder content,
// search, revisions and jobs. Hidden (deleted-by-technician) data never shows.
import type { BackupPlan } from '@warden/domain';
import { describeSchedule, pageOf, scheduleSchema } from '@warden/domain';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BackupEntryTable } from '../../db/schema.ts';
import { presentBackupJob } from '../ingest/job-presenter.ts';
import { entriesWhere, entryPage } from './entry-page.ts';
import { presentFolder, presentRevision, presentVolume } from './presenters.ts';
import { extensionTerm, globPattern, likePattern } from './search-pattern.ts';

async function storageOf(db: Db, planIds: number[]) {
  if (planIds.length === 0)
    return new Map<number, { local: number; cloud: number; protectedBytes: number }>();
  const rows = await db.kysely
    .selectFrom('file_revisions')
    .select((eb) => [
      'plan_id',
      eb.fn
        .sum<number>(eb.case().when('on_local', '=', 1).then(eb.ref('stored_size')).else(0).end())
        .as('local'),
      eb.fn
        .sum<number>(eb.case().when('on_cloud', '=', 1).then(eb.ref('stored_size')).else(0).end())
        .as('cloud'),
    ])
    .where('plan_id', 'in', planIds)
    // Deleted (hidden) data counts until the lifecycle sweep purges it, 72 hours later.
    .groupBy('plan_id')
    .execute();
  const protectedRows = await db.kysely
    .selectFrom('backup_entries')
    .select((eb) => ['plan_id', eb.fn.sum<number>('size').as('bytes')])
    .where('plan_id', 'in', planIds)
    .where('hidden_at', 'is', null)
    .where('deleted', '=', 0)
    .groupBy('plan_id')
    .execute();
  const map = new Map<number, { local: number; cloud: number; protectedBytes: number }>();
  for (const r of rows)
    map.set(r.plan_id, { local: Number(r.local ?? 0), cloud: Number(r.cloud ?? 0), protectedBytes: 0 });
  for (const r of protectedRows) {
    const entry = map.get(r.plan_id) ?? { local: 0, cloud: 0, protectedBytes: 0 };
    entry.protectedBytes = Number(r.bytes ?? 0);
    map.set(r.plan_id, entry);
  }
  return map;
}

export async function listPlans(db: Db, nodeId: number): Promise<BackupPlan[]> {
  const plans = await db.kysely
    .selectFrom('backup_plans')
    .selectAll()
    .where('device_id', '=', nodeId)
    .orderBy('name')
    .execute();
  // Removed plans stay listed while they still hold data, so it can be browsed, restored or deleted.
  const storage = await storageOf(
    db,
    plans.map((p) => p.id),
  );
  const volumes = await db.kysely
    .selectFrom('backup_entries')
    .select((eb) => ['plan_id', eb.fn.countAll<number>().as('count')])
    .where('plan_id', 'in', plans.length ? plans.map((p) => p.id) : [0])
    .where('type', '=', 'VOLUME')
    .where('hidden_at', 'is', null)
    .groupBy('plan_id')
    .execute();
  return plans
    .filter((p) => !p.deleted || (storage.get(p.id)?.local ?? 0) + (storage.get(p.id)?.cloud ?? 0) > 0)
    .map((p) => {
      const s = storage.get(p.id) ?? { local: 0, cloud: 0, protectedBytes: 0 };
      const schedule = scheduleSchema.parse(JSON.parse(p.schedule));
      return {
        id: p.id,
        uid: p.uid,
        name: p.name,
        deleted: p.deleted === 1,
        schedule,
        scheduleText: describeSchedule(schedule),
        type: p.type as BackupPlan['type'],
        destination: p.destination as BackupPlan['destination'],
        backupPermissions: p.backup_permissions === 1,
        lastSuccess: p.last_success,
        storage: {
          volumes: Number(volumes.find((v) => v.plan_id === p.id)?.count ?? 0),
          local: s.local,
          cloud: s.cloud,
        },
        machineStorageUsed: s.protectedBytes,
        backupStorageUsed: s.local + s.cloud,
      };
    });
}

function rootsQuery(db: Db, planId: number, type: 'FOLDER' | 'VOLUME') {
  return db.kysely
    .selectFrom('backup_entries')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('is_root', '=', 1)
    .where('type', '=', type)
    .where('hidden_at', 'is', null);
}

async function latestUnder(db: Db, planId: number, rootPath: string): Promise<string | null> {
  const prefix = rootPath.endsWith('/') ? rootPath : `${rootPath}/`;
  const row = await db.kysely
    .selectFrom('backup_entries')
    .select((eb) => eb.fn.max('latest_revision_at').as('latest'))
    .where('plan_id', '=', planId)
    .where('path', '>=', prefix)
    .where('path', '<', `${prefix.slice(0, -1)}0`)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return (row?.latest as string | null) ?? null;
}

type PlanRoots = { id: number; common_folders: string; deleted: number };

export async function listFolders(db: Db, plan: PlanRoots, page: number, size: number) {
  const { count } = await rootsQuery(db, plan.id, 'FOLDER')
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await rootsQuery(db, plan.id, 'FOLDER')
    .orderBy('name_lower')
    .orderBy('id')
    .limit(size)
    .offset(page * size)
    .execute();
  const results = await Promise.all(rows.map((row) => presentRoot(db, plan, row)));
  return pageOf(results, Number(count), size);
}

/** A plan root as the folders level shows it: still defined in the plan or not, and its latest backup. */
export async function presentRoot(db: Db, plan: PlanRoots, row: Selectable<BackupEntryTable>) {
  const cfids = new Set<string>(JSON.parse(plan.common_folders));
  const defined = !plan.deleted && (row.cfid ? cfids.has(row.cfid) : true);
  return presentFolder(row, defined, await latestUnder(db, plan.id, row.path));
}

export async function listVolumes(db: Db, planId: number) {
  const rows = await rootsQuery(db, planId, 'VOLUME').orderBy('name_lower').execute();
  return Promise.all(
    rows.map(async (row) => {
      const bytes = await db.kysely
        .selectFrom('file_revisions')
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when('on_local', '=', 1).then(eb.ref('stored_size')).else(0).end())
            .as('local'),
          eb.fn
            .sum<number>(eb.case().when('on_cloud', '=', 1).then(eb.ref('stored_size')).else(0).end())
            .as('cloud'),
        ])
        .where('entry_id', '=', row.id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      return presentVolume(row, { local: Number(bytes?.local ?? 0), cloud: Number(bytes?.cloud ?? 0) });
    }),
  );
}

export async function folderContent(db: Db, folderId: number, page: number, size: number) {
  return entryPage(db, entriesWhere(db).where('parent_id', '=', folderId), page, size);
}

/**
 * The ids of entries whose names match a GLOB pattern: through the name index, and by a look at each
 * entry committed since the index was last filled (search-index.ts), which a backup's commit leaves
 * out of it. With nothing left out the second part reads no row.
 */
const indexedOrNewer = (
  pattern: string,
) => sql`select rowid from backup_entries_fts where name_lower glob ${pattern}
  union all select id from backup_entries
  where id > (select indexed_through from backup_entries_fts_state) and name_lower glob ${pattern}`;

export async function searchEntries(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  planId: number,
  searchTerm: string,
  within: { path: string } | null,
  page: number,
  size: number,
) {
  let base = entriesWhere(db).where('plan_id', '=', planId);
  const extension = extensionTerm(searchTerm);
  if (extension !== null) {
    // Roots have no extension, so they drop out here too.
    base = base.where('extension', '=', extension);
  } else {
    base = base.where('is_root', '=', 0);
    base =
      dialect === 'sqlite'
        ? base.where(sql<boolean>`id in (${indexedOrNewer(globPattern(searchTerm))})`)
        : base.where(sql<boolean>`name_lower like ${likePattern(searchTerm)} escape '\\'`);
  }
  if (within) {
    const prefix = within.path.endsWith('/') ? within.path : `${within.path}/`;
    base = base.where('path', '>=', prefix).where('path', '<', `${prefix.slice(0, -1)}0`);
  }
  return entryPage(db, base, page, size);
}

export async function fileRevisions(
  db: Db,
  entry: { id: number; type: string },
  filter: { onCloud?: boolean; includeMarkers: boolean },
  page: number,
  size: number,
) {
  let base = db.kysely
    .selectFrom('file_revisions as r')
    .innerJoin('backup_jobs as j', 'j.id', 'r.job_id')
    .where('r.entry_id', '=', entry.id)
    .where('r.hidden_at', 'is', null);
  if (!filter.includeMarkers) base = base.where('r.deleted_marker', '=', 0);
  if (filter.onCloud) base = base.where('r.on_cloud', '=', 1);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('r')
    .select(['j.started_at as job_started', 'j.completed_at as job_completed'])
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  return pageOf(
    rows.map((r) => presentRevision(r, entry.type)),
    Number(count),
    size,
  );
}

export async function backupJobs(db: Db, planId: number, page: number, size: number) {
  const base = db.kysely.selectFrom('backup_jobs').where('plan_id', '=', planId);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  return pageOf(rows.map(presentBackupJob), Number(count), size);
}
