// Reads and writes the division's mail settings. Until an administrator saves them, the defaults
// from the environment apply. The password is stored sealed and never leaves the server.
import { type MailSettingsInput, smtpPasswordMustBeReentered } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import type { MailDefaults } from './mail-env.ts';
import { openPassword, sealPassword } from './password-box.ts';

const SETTINGS_ID = 1;

/** The settings in effect, password in clear, for the mailer only. */
export type EffectiveMailSettings = MailDefaults;

export interface MailSettingsDeps {
  db: Db;
  defaults: MailDefaults;
  masterKey: string;
}

export async function getMailSettings({ db, defaults, masterKey }: MailSettingsDeps) {
  const row = await db.kysely
    .selectFrom('mail_settings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return { ...defaults };
  return {
    smtpHost: row.smtp_host,
    smtpPort: row.smtp_port,
    smtpSecure: row.smtp_secure === 1,
    smtpUser: row.smtp_user,
    smtpPassword: row.smtp_password ? openPassword(masterKey, row.smtp_password) : '',
    fromAddress: row.from_address,
    supportAddress: row.support_address,
    salesAddress: row.sales_address,
  } satisfies EffectiveMailSettings;
}

export async function updateMailSettings(deps: MailSettingsDeps, input: MailSettingsInput) {
  const current = await getMailSettings(deps);
  if (smtpPasswordMustBeReentered({ ...current, smtpPasswordSet: current.smtpPassword !== '' }, input)) {
    throw badRequest('Enter the SMTP password again: the host, port or user changed', {
      smtpPassword: 'Enter the password again for the new host, port or user',
    });
  }
  const password = input.smtpPassword ?? current.smtpPassword;
  const values = {
    smtp_host: input.smtpHost,
    smtp_port: input.smtpPort,
    smtp_secure: input.smtpSecure ? 1 : 0,
    smtp_user: input.smtpUser,
    smtp_password: password ? sealPassword(deps.masterKey, password) : null,
    from_address: input.fromAddress,
    support_address: input.supportAddress,
    sales_address: input.salesAddress,
    updated_at: nowIso(),
  };
  await deps.db.kysely
    .insertInto('mail_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return getMailSettings(deps);
}
