// Organisation enrolment tokens and device enrolment: an agent presenting a valid token becomes a
// device of that organisation with its own credential.
import { randomBytes, randomUUID } from 'node:crypto';
import type { enrollBodySchema } from '@warden/domain';
import { type NodeClass, nodeClassFor } from '@warden/domain';
import type { z } from 'zod';
import { recordActivity } from '../activities/record-activity.ts';
import { approvalMode, isRejected } from '../approvals/approval-queries.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { newCredential } from './device-credential.ts';

// Hex, not base64url: a token starting with "-" would read as an option on the agent's command line.
const newToken = () => randomBytes(24).toString('hex');

export function enrollCommand(publicUrl: string, token: string): string {
  return `warden-agent enroll --server ${publicUrl} --token ${token}`;
}

export async function getEnrollment(db: Db, organizationId: number) {
  const existing = await db.kysely
    .selectFrom('organization_enrollment')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (existing) return existing;
  const row = { organization_id: organizationId, token: newToken(), created_at: nowIso() };
  await db.kysely
    .insertInto('organization_enrollment')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db.kysely
    .selectFrom('organization_enrollment')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

export async function rotateEnrollment(db: Db, organizationId: number) {
  await getEnrollment(db, organizationId);
  await db.kysely
    .updateTable('organization_enrollment')
    .set({ token: newToken(), created_at: nowIso() })
    .where('organization_id', '=', organizationId)
    .execute();
  return getEnrollment(db, organizationId);
}

const roleFor = (nodeClass: NodeClass) => (nodeClass.endsWith('SERVER') ? 'Server' : 'Workstation');

export async function enrollDevice(db: Db, body: z.output<typeof enrollBodySchema>) {
  const enrollment = await db.kysely
    .selectFrom('organization_enrollment as e')
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select(['e.organization_id', 'o.deleted'])
    .where('e.token', '=', body.token)
    .executeTakeFirst();
  if (!enrollment || enrollment.deleted) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'The enrolment token is not valid', {
      token: 'Unknown or replaced token',
    });
  }
  const organizationId = enrollment.organization_id;
  const uid = randomUUID();
  const { credential, credentialHash } = newCredential(uid);
  const nodeClass = body.nodeClass ?? nodeClassFor(body.platform, body.isServer);
  const now = nowIso();
  // One transaction, so a device enrolled under MANUAL mode is never seen without its pending entry.
  const id = await db.kysely.transaction().execute(async (trx) => {
    if (await isRejected(trx, organizationId, body.hostname)) {
      throw new ApiError(
        403,
        'FORBIDDEN',
        'This device was rejected; it can enrol again once the rejection is cleared',
        { hostname: 'Rejected in this organization' },
      );
    }
    const manual = (await approvalMode(trx, organizationId)) === 'MANUAL';
    const device = await trx
      .insertInto('devices')
      .values({
        uid,
        organization_id: organizationId,
        location_id: null,
        display_name: body.hostname,
        friendly_name: null,
        system_name: body.hostname,
        node_class: nodeClass,
        node_role: roleFor(nodeClass),
        os_name: body.osName,
        platform: body.platform,
        agent_version: body.agentVersion,
        backup_enabled: 1,
        last_contact: now,
        credential_hash: credentialHash,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (manual) {
      await trx
        .insertInto('node_approvals')
        .values({
          organization_id: organizationId,
          device_id: device.id,
          display_name: body.hostname,
          node_approval_type: 'CANDIDATE_NODE',
          approval_status: 'PENDING',
          installation_status: 'PENDING',
          approval_status_by_app_user_name: null,
          approval_status_by_app_user_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return device.id;
  });
  await recordActivity(db, {
    action: 'AGENT_ENROLLED',
    result: 'SUCCESS',
    message: body.hostname,
    deviceId: id,
  });
  return { nodeId: id, uid, credential };
}
