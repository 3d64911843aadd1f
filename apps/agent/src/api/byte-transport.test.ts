// Byte transfers to the server: bodies arrive whole both ways (into kept shared memory when asked),
// a refused connection is a NetworkError that a restore tries again, and an error answer becomes the
// ServerError its body describes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KeptMemory } from '@warden/threads/kept-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransient } from '../restore/retry.ts';
import { NetworkError, requestBytes } from './byte-transport.ts';
import { ServerApi, ServerError } from './server-api.ts';

let server: http.Server;
let base: string;
const received: { method: string; bytes: number; auth: string | undefined }[] = [];
let lastBody = Buffer.alloc(0);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (p: Buffer) => parts.push(p));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      lastBody = body;
      received.push({ method: req.method!, bytes: body.length, auth: req.headers.authorization });
      if (req.url === '/api/refuse') {
        res.statusCode = 409;
        res.end(JSON.stringify({ error: { code: 'CONFLICT', message: 'Not now' } }));
      } else if (req.method === 'PUT') res.end('{}');
      else res.end(Buffer.alloc(3 * 1024 * 1024 + 1, 7));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('byte transfers', () => {
  it('sends and receives whole bodies, signed with the device credential', async () => {
    const api = new ServerApi(base, 'device-secret');
    await api.putBytes('/chunks', Buffer.alloc(5 * 1024 * 1024, 1));
    const answer = await api.postForBytes('/batch', { ids: ['a'] });
    expect(answer.length).toBe(3 * 1024 * 1024 + 1);
    expect(answer.every((b) => b === 7)).toBe(true);
    expect(received.slice(-2)).toEqual([
      { method: 'PUT', bytes: 5 * 1024 * 1024, auth: 'Bearer device-secret' },
      { method: 'POST', bytes: JSON.stringify({ ids: ['a'] }).length, auth: 'Bearer device-secret' },
    ]);
  });

  it('reads an answer into kept shared memory when asked to, and an error answer into its own', async () => {
    const MiB = 1024 * 1024;
    const memory = new KeptMemory({
      create: (n) => new SharedArrayBuffer(n),
      step: MiB,
      keep: 2,
      quietMs: 30_000,
    });
    const kept = memory.take(4 * MiB);
    memory.give(kept);
    const api = new ServerApi(base, null);
    const answer = await api.postForBytes('/batch', { ids: ['a'] }, { shared: memory });
    expect(answer.buffer).toBe(kept);
    expect(answer.length).toBe(3 * MiB + 1);
    expect(answer.every((b) => b === 7)).toBe(true);
    memory.give(kept);
    await expect(api.postForBytes('/refuse', {}, { shared: memory })).rejects.toBeInstanceOf(ServerError);
    expect(memory.keptBytes).toBe(4 * MiB);
  });

  it('sends a body given in pieces as the pieces one after another', async () => {
    const pieces = Array.from({ length: 1500 }, (_, i) => Buffer.alloc((i % 13) * 700 + 1, i % 256));
    await new ServerApi(base, null).putBytes('/chunks', pieces);
    expect(lastBody.equals(Buffer.concat(pieces))).toBe(true);
  });

  it('turns an error answer into the ServerError it describes, which is not tried again', async () => {
    const error = await new ServerApi(base, null).getBytes('/refuse').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Not now' });
    expect(isTransient(error)).toBe(false);
  });

  it('reports a refused connection as a NetworkError, which a restore tries again', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await requestBytes(`http://127.0.0.1:${port}/api/x`, { method: 'GET', headers: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(isTransient(error)).toBe(true);
  });
});
