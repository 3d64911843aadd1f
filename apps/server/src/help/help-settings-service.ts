// The help settings of the branding: whether the help menu, the provider's articles, the support request form
// and the academy link show, and the topics offered. Everything is on until an administrator says not.
import type { HelpSettings } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { presentHelpSettings } from './presenter.ts';

const SETTINGS_ID = 1;

export const defaultHelpSettings: HelpSettings = {
  enabled: true,
  articlesEnabled: true,
  submitTicketEnabled: true,
  academyLinkEnabled: true,
  topics: [],
};

export async function getHelpSettings(db: Db): Promise<HelpSettings> {
  const row = await db.kysely
    .selectFrom('help_settings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row ? presentHelpSettings(row) : { ...defaultHelpSettings, topics: [] };
}

export async function updateHelpSettings(db: Db, input: HelpSettings): Promise<HelpSettings> {
  const values = {
    enabled: input.enabled ? 1 : 0,
    articles_enabled: input.articlesEnabled ? 1 : 0,
    submit_ticket_enabled: input.submitTicketEnabled ? 1 : 0,
    academy_link_enabled: input.academyLinkEnabled ? 1 : 0,
    topics: JSON.stringify(input.topics),
    updated_at: nowIso(),
  };
  await db.kysely
    .insertInto('help_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return getHelpSettings(db);
}
