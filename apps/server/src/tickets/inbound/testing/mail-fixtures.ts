// Real MIME for tests, written by nodemailer's composer, and an SMTP client to hand it to a listener.

import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer(options).compile().build();
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
