// recordActivity: the one way features write an activity, inside their own transaction so the
// activity exists exactly when the change it describes does. Names are looked up and kept as they
// are now.
import { type ActivityAction, type ActivityResult, activityTypeOf } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { deviceById } from '../devices/device-queries.ts';

export interface ActivityInput {
  action: ActivityAction;
  result: ActivityResult;
  /** What it was about, as named now (a plan, a script, an organisation); empty when nothing. */
  message?: string;
  /** The id of what it was about: a backup job, a restore job, a script run, a role, a technician. */
  subjectId?: number | null;
  /** The device it happened on; its organisation is taken from it unless organizationId is given. */
  deviceId?: number | null;
  organizationId?: number | null;
  /** The technician who did it; omitted or null for the system or an agent. */
  technicianId?: number | null;
  /** When it happened; now unless told. */
  at?: string;
}

/** Pass the transaction as `{ ...db, kysely: trx }` when the change runs in one. */
export async function recordActivity(tdb: Db, input: ActivityInput): Promise<void> {
  const device = input.deviceId ? await deviceById(tdb, input.deviceId) : undefined;
  const organizationId = input.organizationId ?? device?.organizationId ?? null;
  const organization =
    organizationId === null
      ? undefined
      : await tdb.kysely
          .selectFrom('organizations')
          .select('name')
          .where('id', '=', organizationId)
          .executeTakeFirst();
  const technician = input.technicianId
    ? await tdb.kysely
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', input.technicianId)
        .executeTakeFirst()
    : undefined;
  await tdb.kysely
    .insertInto('activities')
    .values({
      type: activityTypeOf(input.action),
      action: input.action,
      result: input.result,
      message: input.message ?? '',
      subject_id: input.subjectId ?? null,
      device_id: input.deviceId ?? null,
      device_name: device?.name ?? null,
      organization_id: organizationId,
      organization_name: organization?.name ?? null,
      technician_id: input.technicianId ?? null,
      technician_name: technician ? technicianName(technician) : null,
      created_at: input.at ?? nowIso(),
    })
    .execute();
}

function technicianName(t: { first_name: string; last_name: string; email: string }): string {
  return `${t.first_name} ${t.last_name}`.trim() || t.email;
}
