// What of a reply is kept: the new text, never the quoted history under it.
import { describe, expect, it } from 'vitest';
import { stripQuotedHistory } from './quoted-history.ts';

describe('stripQuotedHistory', () => {
  it.each([
    [
      'an "On … wrote:" line',
      'Thanks, it works now.\n\nOn Tue, 24 Nov 2026 at 10:00, Warden <help@desk.test> wrote:\n> Please restart.\n',
    ],
    [
      'an attribution wrapped over two lines',
      'Thanks, it works now.\r\n\r\nOn Tue, Nov 24, 2026 at 10:00 AM Warden Help Desk <\r\nticket+abc@desk.test> wrote:\r\n\r\n> Please restart.',
    ],
    [
      'an Outlook original message',
      'Thanks, it works now.\n\n-----Original Message-----\nFrom: Warden\nSubject: Printer\n\nPlease restart.',
    ],
    ['trailing quoted lines', 'Thanks, it works now.\n> Please restart.\n>\n> Warden\n\n'],
  ])('cuts at %s', (_name, body) => {
    expect(stripQuotedHistory(body)).toEqual({ text: 'Thanks, it works now.', cut: true });
  });

  it('keeps quotations the requester answers in between', () => {
    const body = '> Is it on?\nYes.\n> Is it plugged in?\nAlso yes.';
    expect(stripQuotedHistory(body)).toEqual({ text: body, cut: false });
  });

  it('keeps a line that merely starts with "On"', () => {
    const body = 'On Monday the printer broke.\nIt still smokes.';
    expect(stripQuotedHistory(body)).toEqual({ text: body, cut: false });
  });

  it('keeps a reply that is only quotation', () => {
    expect(stripQuotedHistory('> Please restart.\n')).toEqual({ text: '> Please restart.', cut: false });
  });
});
