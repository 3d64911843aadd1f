// Whether a restore to the original location of a device can run now: its agent is connected, the
// plan exists (the scope guard answers 404 otherwise), backup is enabled for the device and the client's backup settings allow it as a
// destination. The restore dialog turns Original Location off otherwise.
import type { AgentHub } from '../agents/agent-hub.ts';
import type { Db } from '../db/database.ts';
import type { ScopedEntities } from '../http/scope/scope-kinds.ts';
import { isEligibleDestination } from './restore-devices.ts';

export async function restoreAvailability(
  db: Db,
  hub: AgentHub,
  device: NonNullable<ScopedEntities['device']>,
): Promise<{ available: boolean; reason: string | null }> {
  if (!device.online) return { available: false, reason: 'The device is offline.' };
  if (!hub.isConnected(device.id)) return { available: false, reason: 'The device is not connected.' };
  if (!device.lockhartEnabled) return { available: false, reason: 'Backup is disabled for this device.' };
  if (!(await isEligibleDestination(db, device))) {
    const reason =
      "This device may not receive restores: its class or the client's backup settings rule it out.";
    return { available: false, reason };
  }
  return { available: true, reason: null };
}
