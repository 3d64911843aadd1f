// A ticket's reply token ties a requester's answer to the ticket: outbound notifications carry it in
// the reply address, a header and the message id; inbound mail is searched for it in all three.
import { randomBytes } from 'node:crypto';
import type { Envelope, ParsedMessage } from './parse-message.ts';

/** 18 random bytes make 24 base64url characters. */
export function newReplyToken(): string {
  return randomBytes(18).toString('base64url');
}

const TOKEN = '[A-Za-z0-9_-]{24,}';
const tokenOnly = new RegExp(`^${TOKEN}$`);
const addressToken = new RegExp(`^ticket\\+(${TOKEN})@[^@\\s]+$`, 'i');
// The token cannot hold a dot, so the first dot after it ends it.
const messageIdToken = new RegExp(`^<?ticket-(${TOKEN})\\.[^@<>\\s]+@[^<>\\s]+>?$`);

export const REPLY_TOKEN_HEADER = 'X-Warden-Ticket';

export function isReplyToken(value: string): boolean {
  return tokenOnly.test(value);
}

/** The address a notification asks the requester to reply to: ticket+{token}@{domain}. */
export function replyAddress(token: string, domain: string): string {
  assertToken(token);
  return `ticket+${token}@${domain}`;
}

/**
 * A notification's Message-ID, <ticket-{token}.{suffix}@{domain}>: a reply names it in In-Reply-To
 * even when the mail program answers the From address instead of Reply-To.
 */
export function notificationMessageId(token: string, suffix: string, domain: string): string {
  assertToken(token);
  if (!/^[^@<>\s]+$/.test(suffix) || !/^[^@<>\s]+$/.test(domain))
    throw new Error('A message id suffix and domain cannot hold @, < > or spaces');
  return `<ticket-${token}.${suffix}@${domain}>`;
}

/**
 * Every token the message names, most explicit first: the header, then the addresses it was sent to,
 * then the messages it answers (newest first). The caller takes the first that names a ticket.
 */
export function findReplyTokens(message: ParsedMessage, envelope?: Envelope): string[] {
  const found: string[] = [];
  const header = message.headers.xWardenTicket.trim();
  if (isReplyToken(header)) found.push(header);
  const recipients = [...message.to, ...message.cc].map((a) => a.address).concat(envelope?.rcptTo ?? []);
  for (const address of recipients) {
    const token = addressToken.exec(address.trim())?.[1];
    if (token) found.push(token);
  }
  const answered = [message.inReplyTo ?? '', ...[...message.references].reverse()];
  for (const id of answered) {
    const token = messageIdToken.exec(id.trim())?.[1];
    if (token) found.push(token);
  }
  return [...new Set(found)];
}

function assertToken(token: string): void {
  if (!isReplyToken(token)) throw new Error('A reply token is 24 or more URL-safe characters');
}
