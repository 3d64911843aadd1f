// The devices of a restore as its rules need them: visible to the technician, with the OS family
// whose path rules apply, and whether they may receive a restore now.
import { isEligibleRestoreDestination, type OsFamily } from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { getDevice } from '../devices/service.ts';
import { getDivisionConfig } from '../settings/division-service.ts';
import { getClientBackupSettings } from './backup-settings.ts';
import { pathFamilyOf } from './restore-paths.ts';

export type RestoreDevice = Awaited<ReturnType<typeof getDevice>> & { family: OsFamily };

/** A device the technician may see (404 otherwise), with its path family. */
export async function restoreDevice(db: Db, auth: AuthContext, id: number): Promise<RestoreDevice> {
  const device = await getDevice(db, auth, id);
  return { ...device, family: await deviceFamily(db, id) };
}

export async function deviceFamily(db: Db, id: number): Promise<OsFamily> {
  const row = await db.kysely
    .selectFrom('devices')
    .select(['platform', 'node_class'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return pathFamilyOf(row.platform, row.node_class);
}

export async function isEligibleDestination(
  db: Db,
  device: Awaited<ReturnType<typeof getDevice>>,
): Promise<boolean> {
  const { features } = await getDivisionConfig(db);
  const settings = await getClientBackupSettings(db, device.organizationId);
  return isEligibleRestoreDestination(device, features, settings);
}
