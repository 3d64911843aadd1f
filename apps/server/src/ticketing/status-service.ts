// Ticket statuses: the six defaults (name and colour editable) and added ones with an optional parent.
// Inactive statuses stay on the tickets that have them; pickers leave them out by their active flag.
import type { ticketStatusInputSchema } from '@warden/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { presentStatus } from './presenter.ts';
import { listStatuses, nextStatusId, nextStatusPosition, statusById } from './status-queries.ts';

type Input = z.output<typeof ticketStatusInputSchema>;

export async function statuses(db: Db) {
  return (await listStatuses(db)).map(presentStatus);
}

/** The parent must exist and must not lead back to the status itself. */
async function assertParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (parentId === selfId)
    throw badRequest('A status cannot be its own parent', { parentId: 'Choose another status' });
  const seen = new Set<number>();
  let current = await statusById(db, parentId);
  if (!current) throw badRequest('The parent status does not exist', { parentId: 'Unknown status' });
  while (current) {
    if (current.id === selfId) {
      throw badRequest('The parent would make a cycle of statuses', {
        parentId: 'This status is among its parents',
      });
    }
    if (current.parent_id === null || seen.has(current.id)) break;
    seen.add(current.id);
    current = await statusById(db, current.parent_id);
  }
}

export async function createStatus(db: Db, input: Input) {
  await assertParent(db, input.parentId);
  const now = nowIso();
  const id = await db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...db, kysely: trx };
    const explicitId = await nextStatusId(tx);
    const row = await trx
      .insertInto('ticket_statuses')
      .values({
        ...(explicitId === undefined ? {} : { id: explicitId }),
        name: input.name,
        parent_id: input.parentId,
        color: input.color,
        position: await nextStatusPosition(tx),
        solved: input.solved ? 1 : 0,
        system: 0,
        active: input.active ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return presentStatus((await statusById(db, id))!);
}

/** The defaults keep their place in the workflow: only their name and colour change. */
function assertSystemUnchanged(current: ReturnType<typeof presentStatus>, input: Input) {
  const fixed: Record<string, string> = {};
  if (input.solved !== current.solved) fixed.solved = `Stays ${current.solved} on a default status`;
  if (input.active !== current.active) fixed.active = 'A default status cannot be deactivated';
  if (input.parentId !== current.parentId) fixed.parentId = 'A default status has no parent';
  if (Object.keys(fixed).length) {
    throw badRequest('Only the name and colour of a default status can change', fixed);
  }
}

export async function updateStatus(db: Db, id: number, input: Input) {
  const row = await statusById(db, id);
  if (!row) throw notFound('Status');
  const current = presentStatus(row);
  if (current.system) assertSystemUnchanged(current, input);
  await assertParent(db, input.parentId, id);
  await db.kysely
    .updateTable('ticket_statuses')
    .set({
      name: input.name,
      parent_id: input.parentId,
      color: input.color,
      solved: input.solved ? 1 : 0,
      active: input.active ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  return presentStatus((await statusById(db, id))!);
}
