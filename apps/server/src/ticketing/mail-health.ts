// The outbound half of the help desk's mail health: the mail settings and the newest outbox message.
// The inbound half is the inbound listener's own report (tickets/inbound/inbound-health.ts).
import type { MailHealth } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { getMailSettings, type MailSettingsDeps } from '../mail/mail-settings-service.ts';

export async function outboundHealth(db: Db, deps: MailSettingsDeps): Promise<MailHealth['outbound']> {
  const settings = await getMailSettings(deps);
  const last = await db.kysely
    .selectFrom('outbox')
    .select(['status', 'error', 'created_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    configured: settings.smtpHost !== '',
    host: settings.smtpHost || null,
    lastStatus: last?.status ?? null,
    lastError: last?.error ?? null,
    lastAt: last?.created_at ?? null,
  };
}
