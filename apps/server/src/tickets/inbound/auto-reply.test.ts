// Which messages count as automatic: each header, sender and subject case, and what a person writes.
import { describe, expect, it } from 'vitest';
import { autoReplyReason } from './auto-reply.ts';
import type { Envelope, MailHeaders, ParsedMessage } from './parse-message.ts';

const noHeaders: MailHeaders = {
  autoSubmitted: '',
  xAutoreply: '',
  xAutorespond: '',
  xAutoResponseSuppress: '',
  precedence: '',
  returnPath: null,
  contentType: 'text/plain',
  reportType: '',
  xWardenTicket: '',
};

function message(
  overrides: { headers?: Partial<MailHeaders>; subject?: string; from?: string } = {},
): ParsedMessage {
  return {
    messageId: '<m@example.test>',
    inReplyTo: null,
    references: [],
    from: { address: overrides.from ?? 'ann@example.test', name: 'Ann' },
    to: [{ address: 'help@desk.test', name: '' }],
    cc: [],
    subject: overrides.subject ?? 'Printer on fire',
    text: 'It smokes.',
    html: null,
    attachments: [],
    headers: { ...noHeaders, ...overrides.headers },
  };
}

const person: Envelope = { mailFrom: 'ann@example.test', rcptTo: ['help@desk.test'] };

describe('autoReplyReason', () => {
  it.each([
    ['Auto-Submitted: auto-replied', { headers: { autoSubmitted: 'auto-replied' } }],
    ['Auto-Submitted: auto-generated', { headers: { autoSubmitted: 'auto-generated' } }],
    ['Auto-Submitted with parameters', { headers: { autoSubmitted: 'Auto-Notified; owner-email="x@y"' } }],
    ['X-Autoreply', { headers: { xAutoreply: 'yes' } }],
    ['X-Autorespond', { headers: { xAutorespond: 'Vacation' } }],
    ['X-Auto-Response-Suppress: All', { headers: { xAutoResponseSuppress: 'All' } }],
    ['X-Auto-Response-Suppress with OOF', { headers: { xAutoResponseSuppress: 'DR, OOF, AutoReply' } }],
    ['Precedence: bulk', { headers: { precedence: 'bulk' } }],
    ['Precedence: junk', { headers: { precedence: 'Junk' } }],
    ['Precedence: list', { headers: { precedence: 'list' } }],
    ['Precedence: auto_reply', { headers: { precedence: 'auto_reply' } }],
    ['an empty Return-Path', { headers: { returnPath: '' } }],
    ['MAILER-DAEMON', { from: 'MAILER-DAEMON@mx.example.test' }],
    ['postmaster', { from: 'postmaster@example.test' }],
    ['a postmaster Return-Path', { headers: { returnPath: 'Postmaster@example.test' } }],
    [
      'a delivery-status report',
      { headers: { contentType: 'multipart/report', reportType: 'delivery-status' } },
    ],
    [
      'a read receipt',
      { headers: { contentType: 'multipart/report', reportType: 'disposition-notification' } },
    ],
    ['subject Out of office', { subject: 'Out of Office' }],
    ['subject Out of office: ...', { subject: 'Out of office: Printer on fire' }],
    ['subject Out of Office AutoReply', { subject: 'Out of Office AutoReply: Printer' }],
    ['subject Automatic reply', { subject: 'Automatic reply: Printer on fire' }],
    ['subject Auto-Reply', { subject: 'Auto-Reply: Printer on fire' }],
    ['subject Delivery Status Notification', { subject: 'Delivery Status Notification (Failure)' }],
    ['subject Undeliverable', { subject: 'Undeliverable: Printer on fire' }],
    ['subject Undelivered Mail', { subject: 'Undelivered Mail Returned to Sender' }],
    ['subject Mail delivery failed', { subject: 'Mail delivery failed: returning message to sender' }],
  ])('recognises %s', (_name, overrides) => {
    expect(autoReplyReason(message(overrides), person)).not.toBeNull();
  });

  it('recognises a bounce by its null envelope sender', () => {
    expect(autoReplyReason(message(), { mailFrom: '', rcptTo: ['help@desk.test'] })).toBe('null sender');
  });

  it('recognises a system envelope sender', () => {
    expect(autoReplyReason(message(), { mailFrom: 'mailer-daemon@mx.test', rcptTo: [] })).not.toBeNull();
  });

  it.each([
    ['a plain message', {}],
    ['Auto-Submitted: no', { headers: { autoSubmitted: 'no' } }],
    [
      'X-Auto-Response-Suppress asking only for no receipts',
      { headers: { xAutoResponseSuppress: 'DR, RN, NRN' } },
    ],
    ['Precedence: first-class', { headers: { precedence: 'first-class' } }],
    ['a Return-Path naming a person', { headers: { returnPath: 'ann@example.test' } }],
    ['a reply about an out-of-office', { subject: 'Re: Out of office' }],
    ['a subject that starts like one', { subject: 'Out of office printer is broken' }],
    ['a subject naming delivery', { subject: 'Delivery of the new laptops' }],
    ['a mixed message', { headers: { contentType: 'multipart/mixed' } }],
  ])('lets through %s', (_name, overrides) => {
    expect(autoReplyReason(message(overrides), person)).toBeNull();
  });

  it('works without an envelope', () => {
    expect(autoReplyReason(message())).toBeNull();
    expect(autoReplyReason(message({ headers: { autoSubmitted: 'auto-replied' } }))).not.toBeNull();
  });
});
