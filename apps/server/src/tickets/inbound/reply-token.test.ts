// Where a reply token is found, how the outbound builders write it, and that it compares exactly.
import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message.ts';
import {
  findReplyTokens,
  isReplyToken,
  newReplyToken,
  notificationMessageId,
  replyAddress,
} from './reply-token.ts';
import { composeMail } from './testing/mail-fixtures.ts';

const token = 'Ab3_-xYz0123456789abcdEF';
const other = 'Zz9_-xYz0123456789abcdEF';

async function tokensOf(options: Parameters<typeof composeMail>[0], rcptTo: string[] = []) {
  const message = await parseMessage(await composeMail({ from: 'ann@example.test', text: 'hi', ...options }));
  return findReplyTokens(message, { mailFrom: 'ann@example.test', rcptTo });
}

describe('reply tokens', () => {
  it('makes 24 URL-safe characters, different each time', () => {
    const a = newReplyToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(isReplyToken(a)).toBe(true);
    expect(newReplyToken()).not.toBe(a);
  });

  it('builds the reply address and the notification message id', () => {
    expect(replyAddress(token, 'desk.example.com')).toBe(`ticket+${token}@desk.example.com`);
    expect(notificationMessageId(token, 'c42.1700000000', 'desk.example.com')).toBe(
      `<ticket-${token}.c42.1700000000@desk.example.com>`,
    );
    expect(() => replyAddress('short', 'desk.test')).toThrow();
    expect(() => notificationMessageId(token, 'a b', 'desk.test')).toThrow();
  });

  it('finds the token in a recipient address on any domain', async () => {
    expect(await tokensOf({ to: `Help <${replyAddress(token, 'other.example')}>` })).toEqual([token]);
    expect(await tokensOf({ to: 'someone@example.test', cc: replyAddress(token, 'desk.test') })).toEqual([
      token,
    ]);
    expect(await tokensOf({ to: 'help@desk.test' }, [replyAddress(token, 'desk.test')])).toEqual([token]);
  });

  it('finds the token in the X-Warden-Ticket header', async () => {
    expect(await tokensOf({ to: 'help@desk.test', headers: { 'X-Warden-Ticket': token } })).toEqual([token]);
  });

  it('finds the token in In-Reply-To and References', async () => {
    const id = notificationMessageId(token, 'n1', 'desk.test');
    expect(await tokensOf({ to: 'help@desk.test', inReplyTo: id })).toEqual([token]);
    expect(
      await tokensOf({
        to: 'help@desk.test',
        inReplyTo: '<unrelated@mail.example>',
        references: [notificationMessageId(other, 'n0', 'desk.test'), id],
      }),
    ).toEqual([token, other]);
  });

  it('lists the header first, then recipients, then threading, without repeats', async () => {
    expect(
      await tokensOf({
        to: replyAddress(other, 'desk.test'),
        headers: { 'X-Warden-Ticket': token },
        inReplyTo: notificationMessageId(token, 'n1', 'desk.test'),
      }),
    ).toEqual([token, other]);
  });

  it('keeps the case of the token and ignores what is not one', async () => {
    expect(await tokensOf({ to: `TICKET+${token}@desk.test` })).toEqual([token]);
    expect(
      await tokensOf({ to: 'ticket+short@desk.test', headers: { 'X-Warden-Ticket': 'bad token' } }),
    ).toEqual([]);
    expect(await tokensOf({ to: 'help@desk.test', inReplyTo: `<ticket-${token}@desk.test>` })).toEqual([]);
    expect(await tokensOf({ to: `ticket-${token}@desk.test` })).toEqual([]);
    const [found] = await tokensOf({ to: replyAddress(token, 'desk.test') });
    expect(found).toBe(token);
    expect(found).not.toBe(token.toLowerCase());
  });
});
