// Whether a restore to the original location of a device can run now: its agent is connected, the
// plan exists and backup is enabled for the device. The restore dialog turns Original Location off
// otherwise.
import type { AgentHub } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { getDevice } from '../devices/service.ts';

export async function restoreAvailability(
  db: Db,
  hub: AgentHub,
  auth: AuthContext,
  nodeId: number,
  planId: number,
): Promise<{ available: boolean; reason: string | null }> {
  const device = await getDevice(db, auth, nodeId);
  if (!device.online) return { available: false, reason: 'The device is offline.' };
  if (!hub.isConnected(nodeId)) return { available: false, reason: 'The device is not connected.' };
  const plan = await db.kysely
    .selectFrom('backup_plans')
    .select('id')
    .where('id', '=', planId)
    .where('device_id', '=', nodeId)
    .executeTakeFirst();
  if (!plan) return { available: false, reason: 'The backup plan was not found.' };
  if (!device.lockhartEnabled) return { available: false, reason: 'Backup is disabled for this device.' };
  return { available: true, reason: null };
}
