// Small schema pieces reused across features: ids in paths, trimmed names, e-mail addresses.
import { z } from 'zod';

/** Row ids are 32-bit integers in the database; a larger number can never name a row. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
/** An id read from a path or query string. */
export const coercedIdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamSchema = z.strictObject({ id: coercedIdSchema });
export const okSchema = z.object({ ok: z.literal(true) });

export const nameSchema = (max = 200) => z.string().trim().min(1, 'Required').max(max);
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email address'));
export const isoDateSchema = z.string();
