// A stand-in for the server in page tests: answers `fetch` from a table of routes ("PUT /things/:id")
// and records every request, so a test can check exactly what the page sent.
import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
}

const REPLY = Symbol('reply');
export interface ApiReply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

/** An answer with a status other than 200, or an error body. */
export function reply(status: number, body?: unknown): ApiReply {
  return { [REPLY]: true, status, body };
}

/** The server's answer to input it rejects, naming the fields. */
export function fieldErrors(status: number, message: string, fields: Record<string, string>): ApiReply {
  const code = status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED';
  return reply(status, { error: { code, message, fields } });
}

export type RouteHandler = (request: ApiRequest) => unknown;

function matcher(pattern: string) {
  const [method, path = ''] = pattern.split(' ');
  const names: string[] = [];
  const source = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^/api${source}$`);
  return (requestMethod: string, pathname: string) => {
    if (requestMethod !== method) return null;
    const match = regex.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  };
}

export function mockApi(routes: Record<string, RouteHandler | object>) {
  const table = Object.entries(routes).map(([pattern, handler]) => ({ match: matcher(pattern), handler }));
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const { match, handler } of table) {
      const params = match(method, url.pathname);
      if (!params) continue;
      const request = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        params,
        body,
      };
      requests.push(request);
      const answer = typeof handler === 'function' ? (handler as RouteHandler)(request) : handler;
      const { status, body: payload } =
        answer && typeof answer === 'object' && REPLY in answer
          ? (answer as ApiReply)
          : { status: 200, body: answer };
      return new Response(payload === undefined ? '' : JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ error: { code: 'NOT_FOUND', message: `No route ${method} ${url}` } }),
      {
        status: 404,
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    /** The requests made to one route pattern, e.g. "POST /technicians". */
    sent(pattern: string) {
      const match = matcher(pattern);
      return requests.filter((r) => match(r.method, `/api${r.path}`));
    },
  };
}
