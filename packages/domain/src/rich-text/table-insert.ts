// The 'Insert table' payload: rows 1-50, columns 1-10, both required, never a header row.
import { z } from 'zod';
import { richTextLimits } from './limits.ts';

const { table } = richTextLimits;

export const tableInsertSchema = z.strictObject({
  rows: z.number().int().min(table.minRows).max(table.maxRows),
  columns: z.number().int().min(table.minColumns).max(table.maxColumns),
  includeHeaders: z.literal(false),
});
export type TableInsert = z.infer<typeof tableInsertSchema>;
