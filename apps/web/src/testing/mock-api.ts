// Test double for the API: answers fetch calls by "METHOD /api/path" and records what was sent;
// calls without an answer get a 404 so a test notices them.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer =
  | { status?: number; body: unknown }
  | ((
      call: RecordedCall,
    ) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>);

export const errorAnswer = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => ({
  status,
  body: { error: { code, message, fields } },
});

/** Finds the answer for a call; keys may hold `:name` segments, e.g. "DELETE /api/attachments/:token". */
function answerFor(routes: Record<string, Answer>, method: string, path: string): Answer | undefined {
  const exact = routes[`${method} ${path}`];
  if (exact) return exact;
  const parts = path.split('/');
  const key = Object.keys(routes).find((candidate) => {
    const [m, pattern = ''] = candidate.split(' ');
    const segments = pattern.split('/');
    return (
      m === method &&
      segments.length === parts.length &&
      segments.every((seg, i) => seg.startsWith(':') || seg === parts[i])
    );
  });
  return key ? routes[key] : undefined;
}

export function mockApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answerFor(routes, method, url.pathname);
    const result = typeof answer === 'function' ? await answer(call) : answer;
    const body = result
      ? result.body
      : { error: { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), {
      status: result?.status ?? (result ? 200 : 404),
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

export const notFoundAnswer = (what: string) => errorAnswer(404, 'NOT_FOUND', `${what} not found`);
