// Real MIME for tests, written by nodemailer's composer or as a mail server writes a bounce, and an SMTP
// client to hand it to a listener.

import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

/** A delivery-failure report as a mail server sends it, after the header lines the test adds. */
export function bounceReport(headers: string[]): string {
  return [
    ...headers,
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.test>',
    'To: help@desk.test',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'The mail could not be delivered.',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.test',
    '',
    'Final-Recipient: rfc822; nobody@example.test',
    'Action: failed',
    'Status: 5.1.1',
    '--b1--',
    '',
  ].join('\r\n');
}

/** Sends one raw message; rejects with the server's SMTP error (its responseCode) when refused. */
export function sendRawMail(
  port: number,
  envelope: { from: string | false; to: string[] },
  raw: Buffer | string,
): Promise<SMTPConnection.SentMessageInfo> {
  const connection = new SMTPConnection({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      connection.close();
      reject(err);
    };
    connection.once('error', fail);
    connection.connect((connectError) => {
      if (connectError) return fail(connectError);
      connection.send(envelope, raw, (err, info) => {
        if (err) return fail(err);
        connection.quit();
        resolve(info);
      });
    });
  });
}
