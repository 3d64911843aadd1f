// The outbox: one row per message the server sends, whatever became of it.
import { type OutboxMessage, pageOf } from '@warden/domain';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { presentOutboxMessage } from './presenter.ts';

export type OutboxEntry = Omit<OutboxMessage, 'id' | 'createdAt' | 'html'> & { html?: string | null };

export async function recordOutbox(db: Db, entry: OutboxEntry): Promise<number> {
  const { id } = await db.kysely
    .insertInto('outbox')
    .values({
      kind: entry.kind,
      to_addresses: JSON.stringify(entry.to),
      cc_addresses: JSON.stringify(entry.cc),
      reply_to: entry.replyTo,
      subject: entry.subject,
      text: entry.text,
      html: entry.html ?? null,
      attachments: JSON.stringify(entry.attachments),
      status: entry.status,
      error: entry.error,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function listOutbox(db: Db, q: { page: number; size: number }) {
  const query = db.kysely.selectFrom('outbox').selectAll();
  const total = await countRows(query);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentOutboxMessage), total, q.size);
}
