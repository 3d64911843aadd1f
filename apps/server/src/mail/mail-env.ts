// Mail defaults from the environment (documented in the README); the mail settings page overrides them.
export interface MailDefaults {
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  fromAddress: string;
  supportAddress: string;
  salesAddress: string;
}

export function mailDefaultsFromEnv(env: NodeJS.ProcessEnv = process.env): MailDefaults {
  const smtpSecure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1';
  const port = Number(env.SMTP_PORT || (smtpSecure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
  }
  return {
    smtpHost: env.SMTP_HOST ?? '',
    smtpPort: port,
    smtpSecure,
    smtpUser: env.SMTP_USER ?? '',
    smtpPassword: env.SMTP_PASSWORD ?? '',
    fromAddress: env.MAIL_FROM || 'warden@warden.local',
    supportAddress: env.SUPPORT_EMAIL || 'support@warden.local',
    salesAddress: env.SALES_EMAIL || 'sales@warden.local',
  };
}

/**
 * Whether a message recorded without an SMTP host counts as delivered. Only the demo (WARDEN_DEMO=1)
 * says yes: there the outbox page is where mail is read. A real installation must not tell a
 * technician that a ticket went to support when no mail server exists to take it.
 */
export function outboxIsDelivery(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WARDEN_DEMO === '1';
}
