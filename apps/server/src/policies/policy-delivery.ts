// Getting a policy change to agents: each heartbeat is answered with the version of the device's
// effective policy, and after any change every connected agent is told its version at once; an
// agent fetches GET /agent/policy only when the version differs from the one it runs by.
import type { AgentHub } from '../agents/agent-hub.ts';
import type { Db } from '../db/database.ts';
import { agentPolicyOf } from './device-policy.ts';
import { syncPolicyBackupPlans } from './policy-backup-plans.ts';
import { policyTree } from './policy-queries.ts';

export async function sendPolicyVersion(db: Db, hub: AgentHub, deviceId: number): Promise<void> {
  const { version } = await agentPolicyOf(db, deviceId);
  hub.send(deviceId, { type: 'policyVersion', version });
}

/**
 * After a change to a policy, a map or a role: a parent's change reaches every device under its
 * children, so each connected device is told its version (unchanged ones simply do not fetch).
 */
export async function pushPolicyVersions(db: Db, hub: AgentHub): Promise<void> {
  await syncPolicyBackupPlans(db);
  const tree = await policyTree(db);
  for (const deviceId of hub.connectedDeviceIds()) {
    const { version } = await agentPolicyOf(db, deviceId, tree);
    hub.send(deviceId, { type: 'policyVersion', version });
  }
}
