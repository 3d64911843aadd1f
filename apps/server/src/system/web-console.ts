// Serves the built console and falls back to index.html for the console's own routes, so a
// reload on /deviceDashboard/1/overview works. Unknown /api paths get the JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebConsole(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasConsole = webDir !== null && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasConsole) {
    // wildcard: false registers one route per built file, so nothing outside the build is reachable.
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  } else {
    app.log.warn({ webDir }, 'the console is not built; serving the API only (run npm run build:web)');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasConsole && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
