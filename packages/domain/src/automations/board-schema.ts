// A board's ticket table (spec 001, section 3 "Ticket column choices"): system columns or custom
// attributes keyed `attribute:{id}`, and the column it sorts by.
import { z } from 'zod';
import { MAX_ID } from '../http/common.ts';
import { sortDirections, ticketColumnChoices } from '../tickets/ticket-columns.ts';
import type { ConditionContext } from './condition-fields.ts';
import type { RuleIssue } from './condition-schema.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

export const BOARD_COLUMNS_MAX = 60;

const attributeColumn = z
  .templateLiteral(['attribute:', z.number().int()])
  .refine((key) => /^attribute:[1-9]\d{0,9}$/.test(key) && Number(key.slice(10)) <= MAX_ID, 'Unknown column');

export const boardColumnSchema = z.union([z.enum(ticketColumnChoices), attributeColumn]);
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardSchema = z
  .strictObject({
    columns: z.array(boardColumnSchema).min(1, RULE_MESSAGES.required).max(BOARD_COLUMNS_MAX),
    sortBy: z.strictObject({ field: boardColumnSchema, direction: z.enum(sortDirections) }),
  })
  .superRefine((board, ctx) => {
    board.columns.forEach((column, i) => {
      if (board.columns.indexOf(column) !== i)
        ctx.addIssue({ code: 'custom', path: ['columns', i], message: RULE_MESSAGES.duplicateColumn });
    });
  });
export type Board = z.infer<typeof boardSchema>;

/** Attribute columns the installation no longer has active; without a context none are known to be gone. */
export function boardColumnIssues(board: Board | null, ctx?: ConditionContext): RuleIssue[] {
  if (!board || !ctx) return [];
  const active = new Set(ctx.attributes.filter((a) => a.active).map((a) => `attribute:${a.id}`));
  return board.columns.flatMap((column, i) =>
    column.startsWith('attribute:') && !active.has(column)
      ? [{ path: ['board', 'columns', i], message: RULE_MESSAGES.unknownAttribute }]
      : [],
  );
}
