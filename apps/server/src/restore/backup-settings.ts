// A client's backup settings (content.backup.lockhart): AUTOMATIC offers every eligible device as a
// restore destination, MANUAL only the devices listed. Stored per organisation; AUTOMATIC by default.
import type { ClientBackupSettings } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { badRequest } from '../http/api-error.ts';

export async function getClientBackupSettings(db: Db, organizationId: number): Promise<ClientBackupSettings> {
  const row = await db.kysely
    .selectFrom('organization_backup_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return { mode: 'AUTOMATIC', nodeIds: [] };
  return { mode: row.mode, nodeIds: JSON.parse(row.node_ids) as number[] };
}

export async function updateClientBackupSettings(
  db: Db,
  organizationId: number,
  input: ClientBackupSettings,
): Promise<ClientBackupSettings> {
  const nodeIds = [...new Set(input.nodeIds)];
  const rows = await inBatches(nodeIds, (batch) =>
    db.kysely
      .selectFrom('devices')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', 'in', batch)
      .execute(),
  );
  const known = new Set(rows.map((r) => r.id));
  const strangers = nodeIds.filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw badRequest(`Not devices of this organization: ${strangers.slice(0, 10).join(', ')}`, {
      nodeIds: 'Every device must belong to the organization',
    });
  }
  const values = { mode: input.mode, node_ids: JSON.stringify(nodeIds), updated_at: nowIso() };
  await db.kysely
    .insertInto('organization_backup_settings')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
  return { mode: input.mode, nodeIds };
}
