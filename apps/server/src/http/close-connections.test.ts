// A shutdown is not held for good by a connection that stays open: once the grace for answers in flight
// has passed, every connection left ends and the server closes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosingConnections } from './close-connections.ts';

describe('closing connections', () => {
  it('ends a connection whose request is never answered once the grace has passed', async () => {
    const app = Fastify();
    registerClosingConnections(app, 200);
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/never', async () => {
      arrived();
      return new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const failed = new Promise<Error>((resolve) => {
      http.get({ port, host: '127.0.0.1', path: '/never' }).on('error', resolve);
    });
    await inFlight;
    // Without the hook, close() would wait for the answer, which never comes.
    await app.close();
    expect((await failed).message).toMatch(/socket hang up|ECONNRESET/);
  });
});
