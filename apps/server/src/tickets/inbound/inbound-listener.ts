// The built-in SMTP listener for help-desk mail: it accepts a message only once it is stored, so a
// failure answers 451 and the sending server tries again later instead of the mail being lost.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { MailHealth } from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { InboundSmtpConfig } from '../../config.ts';
import type { Envelope } from './parse-message.ts';

export type InboundHealth = MailHealth['inbound'];

/** Stores one received message; throwing makes the sender retry. */
export type InboundHandler = (raw: Buffer, envelope: Envelope) => Promise<unknown>;

/** How long closing waits for a message being received or stored before hanging up. */
const CLOSE_TIMEOUT_MS = 10_000;

export class InboundMailListener {
  private server: SMTPServer | null = null;
  private boundPort: number | null = null;
  private lastMessageAt: string | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly config: InboundSmtpConfig,
    private readonly handler: InboundHandler,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return this.config.port !== null;
  }

  /** The port it listens on (the one the system picked when configured as 0), or null. */
  get port(): number | null {
    return this.boundPort;
  }

  health(): InboundHealth {
    return {
      enabled: this.enabled,
      host: this.enabled ? this.config.host : null,
      port: this.boundPort ?? this.config.port,
      listening: this.boundPort !== null,
      lastMessageAt: this.lastMessageAt,
      lastError: this.lastError,
    };
  }

  /** A port that cannot be opened is logged and shown on the health page; the console still starts. */
  async start(): Promise<void> {
    if (this.config.port === null || this.server) return;
    const server = new SMTPServer({
      name: os.hostname(),
      banner: 'Warden help desk',
      logger: false,
      secure: false,
      // Mail is taken from anyone without signing in, as any MX does; STARTTLS needs a certificate
      // this listener does not have, so it is not offered rather than offered and failing.
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: this.config.maxMessageBytes,
      rejectOversized: true,
      closeTimeout: CLOSE_TIMEOUT_MS,
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(null, 'Message stored'),
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', (error) => {
      this.lastError = error.message;
      this.log.warn({ err: error }, 'Inbound mail listener error');
    });
    this.server = server;
    try {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(this.config.port ?? 0, this.config.host, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
      this.boundPort = (server.server.address() as AddressInfo).port;
      this.log.info({ host: this.config.host, port: this.boundPort }, 'Inbound mail listener started');
    } catch (error) {
      this.server = null;
      this.lastError = (error as Error).message;
      this.log.error({ err: error }, 'Inbound mail listener could not start');
    }
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    this.boundPort = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const raw = await readLimited(stream);
    // rejectOversized answers 552 whatever this says; nothing of such a message is stored.
    if (stream.sizeExceeded) return;
    const envelope: Envelope = {
      mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
      rcptTo: session.envelope.rcptTo.map((r) => r.address),
    };
    try {
      await this.handler(raw, envelope);
      this.lastMessageAt = new Date().toISOString();
    } catch (error) {
      this.lastError = (error as Error).message;
      this.log.error({ err: error }, 'Inbound message could not be stored; the sender will retry');
      throw Object.assign(new Error('Temporary failure storing the message, try again later'), {
        responseCode: 451,
      });
    }
  }
}

/** The whole message, or as much as the limit allows when it is too large (the rest is drained). */
async function readLimited(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (!stream.sizeExceeded) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
