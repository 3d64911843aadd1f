// The server's half of a policy's allowed actions: it refuses to send a device an action its
// effective policy leaves out, before anything is stored, queued or relayed.
import { ACTION_REFUSALS, type AgentAction, actionAllowed } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { ApiError } from '../http/api-error.ts';
import { policyOfDevice, roleOfDevice } from './device-policy.ts';
import { policyTree } from './policy-queries.ts';

/** Each device's verdict, by id; devices sharing an organisation and a role share a policy, so each pair is resolved once. */
async function verdicts(db: Db, ids: readonly number[], action: AgentAction) {
  // A missing device is left to the route's own lookup, which answers for it.
  const devices = await inBatches([...ids], (batch) =>
    db.kysely
      .selectFrom('devices')
      .select(['id', 'display_name', 'organization_id', 'node_role_id', 'node_class'])
      .where('id', 'in', batch)
      .where('removed_at', 'is', null)
      .execute(),
  );
  const tree = await policyTree(db);
  const byPair = new Map<string, boolean>();
  const result: { id: number; name: string; allowed: boolean }[] = [];
  for (const device of devices) {
    const key = `${device.organization_id}:${roleOfDevice(device)}`;
    let allowed = byPair.get(key);
    if (allowed === undefined) {
      const { effective } = await policyOfDevice(db, device, tree);
      allowed = actionAllowed(
        effective && { allowedActions: effective.agentSettings.allowedActions.value },
        action,
      );
      byPair.set(key, allowed);
    }
    result.push({ id: device.id, name: device.display_name, allowed });
  }
  return result;
}

/** Throws a 409 ACTION_NOT_ALLOWED naming the action and the first device whose policy leaves it out. */
export async function assertActionAllowed(
  db: Db,
  deviceIds: number | readonly number[],
  action: AgentAction,
): Promise<void> {
  const ids = typeof deviceIds === 'number' ? [deviceIds] : [...new Set(deviceIds)];
  const refused = (await verdicts(db, ids, action)).find((v) => !v.allowed);
  if (refused)
    throw new ApiError(409, 'ACTION_NOT_ALLOWED', `${ACTION_REFUSALS[action]} (${refused.name})`, {
      action,
      deviceId: String(refused.id),
    });
}

/** The devices whose policy allows the action: scheduled work skips the others instead of failing all. */
export async function devicesAllowing(db: Db, deviceIds: readonly number[], action: AgentAction) {
  const allowed = new Set((await verdicts(db, deviceIds, action)).filter((v) => v.allowed).map((v) => v.id));
  return deviceIds.filter((id) => allowed.has(id));
}
