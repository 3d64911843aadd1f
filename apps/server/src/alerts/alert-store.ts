// Raising and resetting alerts, whoever decides it (an agent's report, the offline check, a
// technician). Raising is idempotent: while a device's condition has an open alert, raising it
// again changes nothing, and the unique index stops a second one if two raise at once.
import { alertSeverityOf, type PolicyConditionType } from '@warden/domain';
import type { Db } from '../db/database.ts';

export interface RaiseInput {
  deviceId: number;
  organizationId: number;
  policyId: number | null;
  conditionKey: string;
  conditionType: PolicyConditionType;
  conditionName: string;
  message: string;
  at: string;
}

export function openAlert(db: Db, deviceId: number, conditionKey: string) {
  return db.kysely
    .selectFrom('alerts')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('condition_key', '=', conditionKey)
    .where('state', '=', 'RAISED')
    .executeTakeFirst();
}

/** Answers the new alert's id, or null when one was already open (its message is kept current). */
export async function raiseAlert(db: Db, input: RaiseInput): Promise<number | null> {
  const open = await openAlert(db, input.deviceId, input.conditionKey);
  if (open) {
    if (open.message !== input.message) {
      await db.kysely
        .updateTable('alerts')
        .set({ message: input.message, updated_at: input.at })
        .where('id', '=', open.id)
        .execute();
    }
    return null;
  }
  try {
    const row = await db.kysely
      .insertInto('alerts')
      .values({
        device_id: input.deviceId,
        organization_id: input.organizationId,
        policy_id: input.policyId,
        condition_key: input.conditionKey,
        condition_type: input.conditionType,
        condition_name: input.conditionName,
        severity: alertSeverityOf(input.conditionType),
        state: 'RAISED',
        message: input.message,
        raised_at: input.at,
        reset_at: null,
        acknowledged_at: null,
        acknowledged_by_id: null,
        acknowledged_by_name: null,
        created_at: input.at,
        updated_at: input.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    // Another raise got in between: its alert is the open one.
    if (await openAlert(db, input.deviceId, input.conditionKey)) return null;
    throw err;
  }
}

/** Resets the open alert of a device's condition; answers whether there was one. */
export async function resetAlert(
  db: Db,
  deviceId: number,
  conditionKey: string,
  at: string,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('alerts')
    .set({ state: 'RESET', reset_at: at, updated_at: at })
    .where('device_id', '=', deviceId)
    .where('condition_key', '=', conditionKey)
    .where('state', '=', 'RAISED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
