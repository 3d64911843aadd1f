// Sends one SMS through a Twilio-compatible REST API: a form POST to the account's Messages
// resource with HTTP basic authentication (account SID and auth token).
import { postOutbound } from './outbound-post.ts';

export interface SmsAccount {
  endpointUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export function smsMessagesUrl(account: Pick<SmsAccount, 'endpointUrl' | 'accountSid'>): string {
  const base = account.endpointUrl.replace(/\/+$/, '');
  return `${base}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
}

export async function sendSms(account: SmsAccount, to: string, body: string): Promise<void> {
  const basic = Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64');
  await postOutbound(smsMessagesUrl(account), {
    service: 'The SMS service',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({ To: to, From: account.from, Body: body }).toString(),
  });
}
