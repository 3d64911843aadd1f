// Scheduled scripts from policies, swept each minute on the background runner: every device whose
// effective policy holds an enabled scheduled script runs it at each occurrence of its schedule in
// the device's own zone. Each (device, item) row holds the occurrence it waits for; moving that row
// on is the claim, so a device runs an item at most once per occurrence even with several instances.
// Occurrences, script runs (queued for an offline device) and activities are the scheduled tasks'.
import type { ScheduledScriptItem } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { startScriptRuns } from '../scheduled-tasks/start-task-runs.ts';
import { installationTimeZone } from '../scheduled-tasks/task-time-zone.ts';
import { firstOccurrence, planFiring } from '../scheduled-tasks/task-zones.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { type PolicyScriptItem, policyScriptItems } from './policy-script-items.ts';

export const POLICY_SCRIPTS_TASK = 'policies.scheduled-scripts';
export const POLICY_SCRIPTS_INTERVAL_MS = 60_000;

/** Policy schedules always repeat; the scheduled tasks' occurrence rules read them as such. */
const repeating = (item: ScheduledScriptItem) => ({ ...item.schedule, repeats: true });
const stampOf = (item: PolicyScriptItem) =>
  JSON.stringify({ schedule: item.value.schedule, zone: item.zone });

type ScheduleRow = {
  device_id: number;
  item_key: string;
  stamp: string;
  occurrences_after: string;
  next_occurrence_at: string;
};

/** Starts waiting for the item's first occurrence after now (a new item, or a changed schedule or zone). */
async function startWaiting(db: Db, item: PolicyScriptItem, now: Date) {
  const row = {
    stamp: stampOf(item),
    occurrences_after: now.toISOString(),
    next_occurrence_at: firstOccurrence(repeating(item.value), now, [item.zone])!,
    last_occurrence_at: null,
  };
  await db.kysely
    .insertInto('policy_script_schedules')
    .values({ device_id: item.deviceId, item_key: item.key, ...row })
    .onConflict((oc) => oc.columns(['device_id', 'item_key']).doUpdateSet(row))
    .execute();
}

/** Moves a due item on to its next occurrence; answers false when another instance moved it first. */
async function claim(db: Db, item: PolicyScriptItem, row: ScheduleRow, now: Date) {
  const plan = planFiring(repeating(item.value), new Date(row.occurrences_after), [item.zone], now);
  const moved = await db.kysely
    .updateTable('policy_script_schedules')
    .set({
      occurrences_after: plan.occurrencesAfter,
      next_occurrence_at: plan.next!,
      last_occurrence_at: plan.due.at(-1)?.occurrenceAt ?? null,
    })
    .where('device_id', '=', row.device_id)
    .where('item_key', '=', row.item_key)
    .where('next_occurrence_at', '=', row.next_occurrence_at)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n && plan.due.length > 0;
}

/** Forgets rows of items a device no longer runs, so one enabled again starts from its next time. */
async function forgetGone(db: Db, rows: ScheduleRow[], live: Set<string>) {
  const gone = new Map<number, string[]>();
  for (const r of rows) {
    if (!live.has(`${r.device_id}:${r.item_key}`))
      gone.set(r.device_id, [...(gone.get(r.device_id) ?? []), r.item_key]);
  }
  for (const [deviceId, keys] of gone) {
    await db.kysely
      .deleteFrom('policy_script_schedules')
      .where('device_id', '=', deviceId)
      .where('item_key', 'in', keys)
      .execute();
  }
}

export async function sweepPolicyScripts(ctx: RunContext, now = new Date()) {
  const { db } = ctx;
  const rows = await db.kysely.selectFrom('policy_script_schedules').selectAll().execute();
  const byKey = new Map(rows.map((r) => [`${r.device_id}:${r.item_key}`, r]));
  const items = await policyScriptItems(db, await installationTimeZone(db));
  await forgetGone(db, rows, new Set(items.map((i) => `${i.deviceId}:${i.key}`)));

  // Devices due for the same script with the same values start together, as one createRuns.
  const batches = new Map<string, { item: PolicyScriptItem; deviceIds: number[] }>();
  for (const item of items) {
    const row = byKey.get(`${item.deviceId}:${item.key}`);
    if (!row || row.stamp !== stampOf(item)) {
      await startWaiting(db, item, now);
      continue;
    }
    if (row.next_occurrence_at > now.toISOString() || !(await claim(db, item, row, now))) continue;
    const batch = JSON.stringify([item.policyName, item.key, item.value.scriptId, item.value.variables]);
    const entry = batches.get(batch) ?? { item, deviceIds: [] };
    entry.deviceIds.push(item.deviceId);
    batches.set(batch, entry);
  }

  let runs = 0;
  for (const { item, deviceIds } of batches.values()) {
    const started = await startScriptRuns(
      ctx,
      {
        // No user starts a policy's runs; the name says which policy did, as a task's runs say theirs.
        creatorId: null,
        creatorName: `Policy: ${item.policyName}`,
        activityMessage: (scriptName) => `Policy ${item.policyName}: ${scriptName}`,
      },
      [{ scriptId: item.value.scriptId, variables: item.value.variables }],
      deviceIds,
    );
    runs += started.runIds.length;
    for (const failure of started.failures)
      ctx.log.warn({ policy: item.policyName, item: item.key, failure }, 'Policy script not started');
  }
  return { items: items.length, runs };
}
