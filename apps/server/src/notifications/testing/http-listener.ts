// Test helper: an HTTP server on 127.0.0.1 standing in for Slack or an SMS API. It records every
// request and answers each with the next status queued (200 once the queue is empty).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpListener {
  url: string;
  requests: ReceivedRequest[];
  /** Answers the next requests with these statuses, in order; a body may follow each after a colon. */
  answer: (...replies: (number | [number, string])[]) => void;
  /** Answers every request with this status until changed. */
  always: (status: number, body?: string) => void;
  close: () => Promise<void>;
}

export async function startHttpListener(): Promise<HttpListener> {
  const requests: ReceivedRequest[] = [];
  let queue: [number, string][] = [];
  let fallback: [number, string] = [200, 'ok'];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const [status, body] = queue.shift() ?? fallback;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...replies) => {
      queue = replies.map((r) => (Array.isArray(r) ? r : [r, r < 300 ? 'ok' : 'error']));
    },
    always: (status, body = status < 300 ? 'ok' : 'error') => {
      queue = [];
      fallback = [status, body];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
