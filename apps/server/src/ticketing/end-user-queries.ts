// Queries of end users and contacts, shared by their routes, the requester picker, the scope guard,
// the tickets and inbound mail (which finds a sender by e-mail address).
import type { RequesterKind } from '@warden/domain';
import type { Db } from '../db/database.ts';

export function endUserQuery(db: Db) {
  return db.kysely
    .selectFrom('end_users as e')
    .leftJoin('organizations as o', 'o.id', 'e.organization_id')
    .selectAll('e')
    .select('o.name as organization_name');
}

/** A person who has not been deleted; deleted ones stay only on the tickets that name them. */
export function endUserById(db: Db, id: number) {
  return endUserQuery(db).where('e.id', '=', id).where('e.deleted', '=', 0).executeTakeFirst();
}

/** By uid, deleted ones included: tickets keep naming their requester after the deletion. */
export function endUserByUid(db: Db, uid: string) {
  return endUserQuery(db).where('e.uid', '=', uid).executeTakeFirst();
}

/** The person of this kind with this e-mail address, among those not deleted. */
export function endUserByEmail(db: Db, kind: RequesterKind, email: string) {
  return endUserQuery(db)
    .where('e.kind', '=', kind)
    .where('e.email_lower', '=', email.toLowerCase())
    .where('e.deleted', '=', 0)
    .orderBy('e.id')
    .executeTakeFirst();
}
