// The domain a rule's mail asks replies to: the ticketing settings' own when they say to use it,
// else the domain of the mail settings' From address, else the server's public host name.

import type { Db } from '../../db/database.ts';
import { mailDefaultsFromEnv } from '../../mail/mail-env.ts';
import { getTicketingSettings } from '../../ticketing/ticketing-settings.ts';

const domainOf = (address: string) => /@([^@\s>]+)>?$/.exec(address.trim())?.[1] ?? '';

export async function replyDomain(db: Db, publicUrl: string): Promise<string> {
  const settings = await getTicketingSettings(db);
  if (settings.useFromEmailDomain && settings.fromEmailDomain) return settings.fromEmailDomain;
  const mail = await db.kysely.selectFrom('mail_settings').select('from_address').executeTakeFirst();
  return domainOf(mail?.from_address || mailDefaultsFromEnv().fromAddress) || new URL(publicUrl).hostname;
}
