// Parsing real MIME into the fields the help desk decides on.
import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message.ts';
import { bounceReport, composeMail } from './testing/mail-fixtures.ts';

describe('parseMessage', () => {
  it('reads addresses, threading ids, bodies and attachments', async () => {
    const raw = await composeMail({
      from: '"Ann Example" <Ann@Example.test>',
      to: ['help@desk.test', 'Group: one@desk.test, two@desk.test;'],
      cc: 'Bob <bob@example.test>',
      subject: '  Printer on fire  ',
      messageId: '<abc@example.test>',
      inReplyTo: '<prev@desk.test>',
      references: ['<first@desk.test>', '<prev@desk.test>'],
      text: 'It smokes.',
      html: '<p>It <b>smokes</b>.<img src="cid:pic@x"></p>',
      headers: { 'X-Warden-Ticket': 'tok', 'Auto-Submitted': 'no' },
      attachments: [
        { filename: 'log.txt', content: 'line 1\n', contentType: 'text/plain' },
        { filename: 'pic.png', content: Buffer.from([1, 2, 3]), contentType: 'image/png', cid: 'pic@x' },
      ],
    });
    const message = await parseMessage(raw);
    expect(message).toMatchObject({
      messageId: '<abc@example.test>',
      inReplyTo: '<prev@desk.test>',
      references: ['<first@desk.test>', '<prev@desk.test>'],
      from: { address: 'Ann@example.test', name: 'Ann Example' },
      to: [
        { address: 'help@desk.test', name: '' },
        { address: 'one@desk.test', name: '' },
        { address: 'two@desk.test', name: '' },
      ],
      cc: [{ address: 'bob@example.test', name: 'Bob' }],
      subject: 'Printer on fire',
      text: 'It smokes.',
      headers: { xWardenTicket: 'tok', autoSubmitted: 'no', returnPath: null, xAutoreply: '' },
    });
    // Embedded images stay cid: links rather than being copied into the HTML.
    expect(message.html).toContain('src="cid:pic@x"');
    const byName = [...message.attachments].sort((a, b) => a.filename.localeCompare(b.filename));
    expect(byName).toEqual([
      {
        filename: 'log.txt',
        contentType: 'text/plain',
        content: Buffer.from('line 1\n'),
        size: 7,
        contentId: null,
        inline: false,
      },
      {
        filename: 'pic.png',
        contentType: 'image/png',
        content: Buffer.from([1, 2, 3]),
        size: 3,
        contentId: '<pic@x>',
        inline: true,
      },
    ]);
  });

  it('reads a bounce: null Return-Path and the report type', async () => {
    const raw = bounceReport(['Return-Path: <>']);
    const message = await parseMessage(raw);
    expect(message.headers).toMatchObject({
      returnPath: '',
      contentType: 'multipart/report',
      reportType: 'delivery-status',
    });
    expect(message.from?.address).toBe('MAILER-DAEMON@mx.example.test');
    expect(message.messageId).toBeNull();
  });

  it('reads the text of an HTML-only message', async () => {
    const raw = await composeMail({
      from: 'a@example.test',
      to: 'b@desk.test',
      html: '<p>Hello <b>there</b></p><p>Two</p>',
    });
    const message = await parseMessage(raw);
    expect(message.text).toBe('Hello there\n\nTwo');
    expect(message.html).toContain('<b>there</b>');
  });

  it('gives an empty subject and body rather than undefined', async () => {
    const message = await parseMessage('From: a@example.test\r\nTo: b@desk.test\r\n\r\n');
    expect(message).toMatchObject({ subject: '', text: '', html: null, references: [], attachments: [] });
  });
});
