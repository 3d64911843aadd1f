// The user picker: active users, searched by name or e-mail, optionally of one type, 50 a page.
import { pageOf, type usersApi } from '@warden/domain';
import { sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import type { RouteContext } from '../http/route.ts';
import { presentUserPick } from './presenter.ts';

type PickerQuery = RouteContext<typeof usersApi.query>['query'];

export async function queryUsers(db: Db, q: PickerQuery) {
  let query = db.kysely.selectFrom('users').where('status', '=', 'ACTIVE');
  if (q.userType) query = query.where('user_type', '=', q.userType);
  const search = q.name?.trim().toLowerCase();
  if (search) {
    const like = `%${search}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like),
        eb(eb.fn('lower', ['first_name']), 'like', like),
        eb(eb.fn('lower', ['last_name']), 'like', like),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', like),
      ]),
    );
  }
  const total = await countRows(query);
  const rows = await query
    .select(['id', 'uid', 'email', 'first_name', 'last_name', 'user_type', 'status'])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentUserPick), total, q.size);
}
