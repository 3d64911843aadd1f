// A channel's secret (SMS auth token, Slack webhook URL) sealed under the installation's master key,
// with its own derived key, the way the SMTP password is kept.
import { openPassword, sealPassword } from '../mail/password-box.ts';

const PURPOSE = 'notification-channel-secret';

export const sealChannelSecret = (masterKey: string, secret: string) =>
  sealPassword(masterKey, secret, PURPOSE);

export const openChannelSecret = (masterKey: string, stored: string) =>
  openPassword(masterKey, stored, PURPOSE);
