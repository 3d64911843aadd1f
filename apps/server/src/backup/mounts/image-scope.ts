// Finds an image plan's volume revision for the mount and image calls, within the technician's
// organisations, and answers its mount status.
import type { MountStatus } from '@warden/domain';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/api-error.ts';
import { planInScope } from '../backup-scopes.ts';
import { visibleRevisionOfPlan } from '../browse/entry-queries.ts';

export interface ImageRevision {
  organizationId: number;
  revisionId: number;
  /** Bytes of the volume's archive stream. */
  size: number;
  onCloud: boolean;
  volumeName: string;
}

export async function imageRevision(
  db: Db,
  auth: AuthContext,
  params: { nodeId: number; planId: number; revisionId: number },
): Promise<ImageRevision> {
  const { device, plan } = await planInScope(db, auth, params);
  const row = await visibleRevisionOfPlan(db, plan.id, params.revisionId);
  if (!row || row.deleted_marker === 1) throw notFound('Revision');
  if (row.type !== 'VOLUME') {
    throw badRequest('Only revisions of image volumes can be mounted', {
      revisionId: 'Not an image revision',
    });
  }
  return {
    organizationId: device.organizationId,
    revisionId: row.id,
    size: Number(row.size),
    onCloud: row.on_cloud === 1,
    volumeName: row.name,
  };
}

/** A mount left MOUNTING by a server that stopped is reported as failed, so it can be started again. */
export async function mountStatusOf(db: Db, revisionId: number, running: boolean): Promise<MountStatus> {
  const row = await db.kysely
    .selectFrom('image_mounts')
    .selectAll()
    .where('revision_id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return { status: running ? 'MOUNTING' : 'NOT_MOUNTED', progress: 0, error: null };
  if (row.status === 'MOUNTING' && !running) {
    return { status: 'FAILED', progress: row.progress, error: 'The mount was interrupted; mount it again' };
  }
  return { status: row.status, progress: row.progress, error: row.error };
}

export async function requireMounted(db: Db, revisionId: number): Promise<void> {
  const row = await db.kysely
    .selectFrom('image_mounts')
    .select('status')
    .where('revision_id', '=', revisionId)
    .executeTakeFirst();
  if (row?.status !== 'MOUNTED') throw conflict('The image revision is not mounted');
}
