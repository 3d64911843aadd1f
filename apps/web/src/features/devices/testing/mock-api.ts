// Test double for the API: answers fetch calls by method and path, and records what was sent.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer =
  | { status?: number; body: unknown }
  | ((call: RecordedCall) => { status?: number; body: unknown });

/** `routes` maps "METHOD /api/path" to an answer; unknown calls answer 404 so a test notices them. */
export function mockApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    const result = typeof answer === 'function' ? answer(call) : answer;
    const status = result?.status ?? (result ? 200 : 404);
    const body = result
      ? result.body
      : { error: { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const notFoundAnswer = (what: string) => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: `${what} not found` } },
});
