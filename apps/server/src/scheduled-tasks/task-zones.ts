// A scheduled task's occurrences in its devices' time zones: the devices its targets hold now grouped
// by the zone each fires in, and which zones' occurrences have come. The sweep and the editor's next
// occurrence share them, so both read the schedule the same way.
import { nextOccurrence, type ScheduledTaskSchedule } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { devicesOfTarget, type TargetRow } from './task-queries.ts';
import { deviceTimeZone } from './task-time-zone.ts';

/** Device ids by the zone they fire in, each device once, in id order. */
export type DevicesByZone = Map<string, number[]>;

export async function devicesByZone(
  db: Db,
  targets: readonly TargetRow[],
  fallbackZone: string,
): Promise<DevicesByZone> {
  const lists = await Promise.all(targets.map((t) => devicesOfTarget(db, t)));
  const ids = [...new Set(lists.flat())];
  const rows = await inBatches(ids, (batch) =>
    db.kysely.selectFrom('devices').select(['id', 'time_zone']).where('id', 'in', batch).execute(),
  );
  const byZone: DevicesByZone = new Map();
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const zone = deviceTimeZone(row.time_zone, fallbackZone);
    byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
  }
  return byZone;
}

/** The zones a task's schedule is read in; with no device, the fallback's, so it keeps a next time. */
export const zonesOf = (byZone: DevicesByZone, fallbackZone: string) =>
  byZone.size ? [...byZone.keys()] : [fallbackZone];

const earliest = (dates: Date[]) =>
  dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))).toISOString() : null;

/** The first occurrence after `after` in any of the zones: when the task next has work to do. */
export function firstOccurrence(schedule: ScheduledTaskSchedule, after: Date, zones: readonly string[]) {
  return earliest(zones.map((zone) => nextOccurrence(schedule, after, zone)));
}

export interface FiringPlan {
  /** Zones whose occurrence has come, each with that occurrence (ISO). */
  due: { zone: string; occurrenceAt: string }[];
  /** The task's next time, null when a task that does not repeat has fired in every zone. */
  next: string | null;
  occurrencesAfter: string;
}

/**
 * What a sweep at `now` does with a task whose occurrences after `after` are still to fire: each
 * zone fires its first occurrence after `after` once it has come. A repeating task then goes on from
 * now, so an occurrence missed while no server ran fires once, late; one that does not repeat stays
 * on until the last of its zones has fired.
 */
export function planFiring(
  schedule: ScheduledTaskSchedule,
  after: Date,
  zones: readonly string[],
  now: Date,
): FiringPlan {
  const pending = zones.map((zone) => ({ zone, at: nextOccurrence(schedule, after, zone) }));
  const due = pending
    .filter((p) => p.at <= now)
    .map((p) => ({ zone: p.zone, occurrenceAt: p.at.toISOString() }));
  if (!schedule.repeats) {
    const next = earliest(pending.filter((p) => p.at > now).map((p) => p.at));
    return { due, next, occurrencesAfter: after.toISOString() };
  }
  const from = new Date(Math.max(now.getTime(), after.getTime()));
  return { due, next: firstOccurrence(schedule, from, zones), occurrencesAfter: from.toISOString() };
}
