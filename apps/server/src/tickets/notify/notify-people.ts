// The people a ticket notification may reach, each with the one address it goes to and whether the
// technician or the end-user flag of a setting applies to them. Disabled technicians, deleted end
// users and anyone without an address resolve to nobody, so they are never written to.
import type { Db } from '../../db/database.ts';

export interface NotifyPerson {
  /** users.uid or end_users.uid; null for a bare CC address. */
  uid: string | null;
  email: string;
  name: string;
  technician: boolean;
}

/** A person's address as the recipient set and the actor check compare it. */
export const addressKey = (email: string) => email.trim().toLowerCase();

export async function personOfUid(db: Db, uid: string | null): Promise<NotifyPerson | null> {
  if (!uid) return null;
  const user = await db.kysely
    .selectFrom('users')
    .select(['uid', 'email', 'first_name', 'last_name', 'status', 'user_type'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (user) {
    if (user.status !== 'ACTIVE' || !user.email.trim()) return null;
    const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
    return { uid: user.uid, email: user.email.trim(), name, technician: user.user_type === 'TECHNICIAN' };
  }
  const endUser = await db.kysely
    .selectFrom('end_users')
    .select(['uid', 'email', 'name'])
    .where('uid', '=', uid)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!endUser?.email?.trim()) return null;
  return { uid: endUser.uid, email: endUser.email.trim(), name: endUser.name, technician: false };
}

/** The people named by uid (those that resolve) and the bare addresses of a CC list. */
export async function peopleOfCc(
  db: Db,
  cc: { uids?: readonly string[]; emails?: readonly string[] },
): Promise<NotifyPerson[]> {
  const people: NotifyPerson[] = [];
  for (const uid of cc.uids ?? []) {
    const person = await personOfUid(db, uid);
    if (person) people.push(person);
  }
  for (const email of cc.emails ?? []) {
    if (email.trim()) people.push({ uid: null, email: email.trim(), name: email.trim(), technician: false });
  }
  return people;
}

export async function uidOfUserId(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db.kysely.selectFrom('users').select('uid').where('id', '=', userId).executeTakeFirst();
  return row?.uid ?? null;
}
