// The CC list of a support request may name only active technicians of this installation (spec 000,
// section 6), so the form cannot be used to have the server mail an outside address.
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';

export async function checkSupportRequestCc(db: Db, cc: readonly string[]): Promise<void> {
  if (cc.length === 0) return;
  const wanted = [...new Set(cc.map((email) => email.toLowerCase()))];
  const rows = await db.kysely
    .selectFrom('users')
    .select('email')
    .where('user_type', '=', 'TECHNICIAN')
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', wanted))
    .execute();
  const known = new Set(rows.map((row) => row.email.toLowerCase()));
  const outside = wanted.filter((email) => !known.has(email));
  if (outside.length > 0) {
    throw badRequest(`The CC list may name only technicians of this installation: ${outside.join(', ')}`, {
      ticketCc: `Not a technician: ${outside.join(', ')}`,
    });
  }
}
