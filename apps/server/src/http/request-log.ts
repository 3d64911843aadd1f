// One structured log line per request, written when the answer has gone out.
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction.ts';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url, request.params),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.auth?.user.id,
      },
      'request',
    );
    done();
  });
}
