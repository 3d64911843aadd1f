// The deliveries list for administrators: newest first, by status or channel.
import { type Delivery, type deliveryListQuerySchema, type Paged, pageOf } from '@warden/domain';
import type { z } from 'zod';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { channelNames } from './channel-queries.ts';
import { presentDelivery } from './presenter.ts';

type ListQuery = z.output<typeof deliveryListQuerySchema>;

export async function listDeliveries(db: Db, q: ListQuery): Promise<Paged<Delivery>> {
  let query = db.kysely.selectFrom('deliveries').selectAll();
  if (q.status) query = query.where('status', '=', q.status);
  if (q.channelId) query = query.where('channel_id', '=', q.channelId);
  const total = await countRows(query);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const names = await channelNames(db, [
    ...new Set(rows.flatMap((r) => (r.channel_id === null ? [] : [r.channel_id]))),
  ]);
  return pageOf(
    rows.map((r) => presentDelivery(r, names)),
    total,
    q.size,
  );
}
