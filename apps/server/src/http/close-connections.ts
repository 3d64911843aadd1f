// A server shutting down gives the answers in flight a few seconds to go out, then ends every connection
// left. Node ends the idle ones when the server closes, and the busy ones once their answer is sent; a
// connection still open after that (seen under load at the end of a test, from a client not identified)
// would hold the shutdown until the keep-alive timeout (72 s), or for good.
import type { FastifyInstance } from 'fastify';

const GRACE_MS = 5000;

export function registerClosingConnections(app: FastifyInstance, graceMs = GRACE_MS): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('preClose', async () => {
    timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
    // The timer alone does not keep a process running whose work is done.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
