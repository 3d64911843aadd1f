// A minimal in-process SMTP server for tests: accepts (or refuses) messages and keeps them, so a test
// can read what the server really sent over the wire.
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  /** The message as transmitted, dot-stuffing undone. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}

/** refuse: answer 550 to MAIL FROM, as a server that will not take our mail. */
export async function startSmtpSink(opts: { refuse?: boolean } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', recipients: [], raw: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.raw = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', recipients: [], raw: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 sink.test');
        else if (verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          if (opts.refuse) reply('550 5.7.1 Relaying denied');
          else {
            current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            reply('250 2.1.0 OK');
          }
        } else if (verb === 'RCPT') {
          current.recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognised');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
