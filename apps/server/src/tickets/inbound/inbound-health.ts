// The inbound listener's state for the ticketing settings page's mail health.
import type { FastifyInstance } from 'fastify';
import type { InboundHealth } from './inbound-listener.ts';

/** Off when the server was built without the listener (it is registered with the help desk). */
export function inboundMailHealth(app: FastifyInstance): InboundHealth {
  if (!app.hasDecorator('inboundMail')) {
    return { enabled: false, host: null, port: null, listening: false, lastMessageAt: null, lastError: null };
  }
  return app.inboundMail.health();
}
