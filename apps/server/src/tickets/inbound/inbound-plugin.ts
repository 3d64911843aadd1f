// Wires inbound mail into the server: the listener starts when the app is ready and stops before it
// closes, while the database is still open for a message being stored.
import type { FastifyInstance } from 'fastify';
import { attachmentsDir } from '../../attachments/attachment-store.ts';
import { ticketDeps } from '../ticket-service.ts';
import { InboundMailListener } from './inbound-listener.ts';
import { createInboundReceiver } from './inbound-service.ts';

export function registerInboundMail(app: FastifyInstance): void {
  const log = app.log.child({ module: 'inbound-mail' });
  const receive = createInboundReceiver({
    ...ticketDeps(app),
    attachmentsDir: attachmentsDir(app.config.dataDir),
    log,
  });
  const listener = new InboundMailListener(app.config.inboundSmtp, receive, log);
  app.decorate('inboundMail', listener);
  app.addHook('onReady', () => listener.start());
  app.addHook('preClose', () => listener.close());
}
