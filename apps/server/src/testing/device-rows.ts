// Puts devices straight into the database, as enrolment would, so that device queries can be tested
// with chosen names, classes and contact times.
import { randomUUID } from 'node:crypto';
import type { NodeClass } from '@warden/domain';
import type { FastifyInstance } from 'fastify';

export interface DeviceRowInput {
  organizationId: number;
  name: string;
  locationId?: number | null;
  friendlyName?: string | null;
  systemName?: string;
  nodeClass?: NodeClass;
  backupEnabled?: boolean;
  /** Seconds since the last contact; null for a device never heard from. */
  lastContactSecondsAgo?: number | null;
}

export async function insertDevice(app: FastifyInstance, input: DeviceRowInput): Promise<number> {
  const now = new Date().toISOString();
  const ago = input.lastContactSecondsAgo === undefined ? 10 : input.lastContactSecondsAgo;
  const { id } = await app.db.kysely
    .insertInto('devices')
    .values({
      uid: randomUUID(),
      organization_id: input.organizationId,
      location_id: input.locationId ?? null,
      display_name: input.name,
      friendly_name: input.friendlyName ?? null,
      system_name: input.systemName ?? input.name.toUpperCase(),
      node_class: input.nodeClass ?? 'WINDOWS_WORKSTATION',
      node_role: 'DEVICE',
      os_name: 'Test OS',
      backup_enabled: input.backupEnabled === false ? 0 : 1,
      last_contact: ago === null ? null : new Date(Date.now() - ago * 1000).toISOString(),
      credential_hash: null,
      platform: '',
      agent_version: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
