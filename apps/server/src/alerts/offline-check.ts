// The one condition the server evaluates: an agent offline for a duration. A device whose policy
// holds AGENT_OFFLINE raises it when it is not connected and has not been heard from (or, never
// heard from, was enrolled) longer ago than the duration, and resets it once the agent is back.
// Runs on the background runner; the clock is a parameter so tests move it.
import { nowIso } from '../db/database.ts';
import { policyTree } from '../policies/policy-queries.ts';
import { type ActionDeps, runAlertActions } from './alert-actions.ts';
import { raiseAlert, resetAlert } from './alert-store.ts';
import { conditionsOfDevice } from './device-conditions.ts';

export const OFFLINE_CHECK_TASK = 'alerts.agent-offline';
export const OFFLINE_CHECK_INTERVAL_MS = 60_000;

export async function checkOfflineAgents(
  deps: ActionDeps,
  isConnected: (deviceId: number) => boolean,
  now: Date = new Date(),
): Promise<{ raised: number; reset: number }> {
  const { db } = deps.runs;
  const tree = await policyTree(db);
  const counts = { raised: 0, reset: 0 };
  const devices = await db.kysely
    .selectFrom('devices')
    .select([
      'id',
      'organization_id',
      'node_role_id',
      'node_class',
      'display_name',
      'last_contact',
      'created_at',
    ])
    .where('removed_at', 'is', null)
    .execute();
  const at = nowIso();
  for (const device of devices) {
    const offline = (await conditionsOfDevice(db, device, tree)).filter(
      (c) => c.condition.type === 'AGENT_OFFLINE',
    );
    const lastSeen = Date.parse(device.last_contact ?? device.created_at);
    for (const c of offline) {
      if (c.condition.type !== 'AGENT_OFFLINE') continue;
      const minutes = c.condition.durationMinutes;
      const away = !isConnected(device.id) && now.getTime() - lastSeen >= minutes * 60_000;
      if (!away) {
        if (await resetAlert(db, device.id, c.key, at)) counts.reset++;
        continue;
      }
      const message = `The agent has been offline for more than ${minutes} min (last contact ${device.last_contact ?? 'never'})`;
      const id = await raiseAlert(db, {
        deviceId: device.id,
        organizationId: device.organization_id,
        policyId: c.policyId,
        conditionKey: c.key,
        conditionType: 'AGENT_OFFLINE',
        conditionName: c.name,
        message,
        at,
      });
      if (id === null) continue;
      counts.raised++;
      await runAlertActions(
        deps,
        {
          id,
          deviceId: device.id,
          deviceName: device.display_name,
          organizationId: device.organization_id,
          conditionName: c.name,
          message,
        },
        c.actions,
      );
    }
  }
  return counts;
}
