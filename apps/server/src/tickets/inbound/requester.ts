// Who a new ticket from mail is for: the end user or contact with the sender's address, else a new
// contact without an organisation, which a technician can later place.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { MailAddress } from './parse-message.ts';

export interface MailRequester {
  uid: string;
  name: string;
  organizationId: number | null;
}

export async function findOrCreateRequester(db: Db, sender: MailAddress): Promise<MailRequester> {
  const email = sender.address.toLowerCase();
  const known = await db.kysely
    .selectFrom('end_users')
    .select(['uid', 'name', 'organization_id'])
    .where('email_lower', '=', email)
    .where('deleted', '=', 0)
    // An end user is a fuller record than a contact made from an earlier mail; the oldest wins a tie.
    .orderBy((eb) => eb.case().when('kind', '=', 'END_USER').then(0).else(1).end())
    .orderBy('id')
    .executeTakeFirst();
  if (known) return { uid: known.uid, name: known.name, organizationId: known.organization_id };

  const { firstName, lastName } = splitName(sender.name);
  const now = nowIso();
  const contact = {
    uid: randomUUID(),
    kind: 'CONTACT' as const,
    organization_id: null,
    first_name: firstName,
    last_name: lastName,
    name: sender.name || sender.address,
    email: sender.address,
    email_lower: email,
    phone: null,
    created_at: now,
    updated_at: now,
  };
  await db.kysely.insertInto('end_users').values(contact).execute();
  return { uid: contact.uid, name: contact.name, organizationId: null };
}

/** "Ann Marie Example" is Ann Marie / Example; a single word is a first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}
