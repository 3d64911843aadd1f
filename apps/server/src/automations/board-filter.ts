// A board's tickets for the ticket list: its conditions through the one compiler, and its sort unless
// the caller chose one. Sorting on a custom attribute is not a list column, so it falls back to the default.
import { type TicketColumn, ticketColumnChoices } from '@warden/domain';
import { type SqlBool, sql } from 'kysely';
import { notFound } from '../http/api-error.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import type { BoardFilter } from '../tickets/ticket-list.ts';
import { attributeTypes } from './conditions/attribute-types.ts';
import { compileConditions } from './conditions/compile.ts';
import { findRule } from './rule-queries.ts';

const isColumn = (field: string): field is TicketColumn =>
  (ticketColumnChoices as readonly string[]).includes(field);

export const boardFilter: BoardFilter = async (db, boardId) => {
  const rule = await findRule(db, boardId);
  if (!rule || rule.automationType !== 'BOARD' || !rule.board) throw notFound('Board');
  const condition = compileConditions(rule.conditions, {
    now: new Date(),
    businessHours: (await getTicketingSettings(db)).businessHours,
    attributeTypes: await attributeTypes(db),
  });
  // The compiler speaks of `t`; the list's query names the table itself, so the row is met by its id.
  const where = () => sql<SqlBool>`exists (select 1 from tickets t where t.id = tickets.id and ${condition})`;
  const { field, direction } = rule.board.sortBy;
  return isColumn(field) ? { where, sort: [{ column: field, direction }] } : { where };
};
