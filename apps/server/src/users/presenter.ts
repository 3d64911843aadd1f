// Turns a user row into the picker's shape.
import type { UserPick } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.ts';

export type UserPickRow = Pick<
  Selectable<UserTable>,
  'id' | 'uid' | 'email' | 'first_name' | 'last_name' | 'user_type' | 'status'
>;

export function presentUserPick(row: UserPickRow): UserPick {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    displayName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    userType: row.user_type,
    deleted: row.status !== 'ACTIVE',
  };
}
