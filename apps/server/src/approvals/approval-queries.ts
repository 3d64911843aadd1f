// Queries of node approvals shared by enrolment, the agent credential check and the approval routes:
// an organisation's mode, whether a device is still pending, and a rejection that bars a host name.
import { type ApprovalMode, DEFAULT_APPROVAL_MODE } from '@warden/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export async function approvalMode(k: Executor, organizationId: number): Promise<ApprovalMode> {
  const row = await k
    .selectFrom('organization_approval_settings')
    .select('mode')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.mode ?? DEFAULT_APPROVAL_MODE;
}

/** A rejection not yet cleared for this host name in this organisation. */
export async function isRejected(k: Executor, organizationId: number, hostname: string): Promise<boolean> {
  const row = await k
    .selectFrom('node_approvals')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('display_name', '=', hostname)
    .where('approval_status', '=', 'REJECTED')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isPending(db: Db, deviceId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('node_approvals')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('approval_status', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}

/** An approval entry by id, for the scope guard (its organisation decides who may reach it). */
export async function approvalEntryById(db: Db, id: number) {
  return db.kysely.selectFrom('node_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function approvalEntriesByIds(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db.kysely.selectFrom('node_approvals').selectAll().where('id', 'in', ids).execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
