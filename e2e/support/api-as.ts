// Seeds data through the real API as a signed-in technician: the session cookie and the CSRF
// token from the sign-in answer go with every call, as they do from the console.
import {
  authApi,
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@warden/domain';
import type { Credentials } from './test-server.ts';

export interface CallInput<E> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

export interface ApiSession {
  call<E extends Endpoint>(contract: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly answer: unknown,
    request: string,
  ) {
    super(`${request} answered ${status}: ${JSON.stringify(answer)}`);
  }
}

export async function apiAs(baseUrl: string, who: Credentials): Promise<ApiSession> {
  let cookie = '';
  let csrfToken = '';

  async function call<E extends Endpoint>(contract: E, input: CallInput<E> = {}) {
    const path = buildPath(contract.path, (input.params ?? {}) as Record<string, string | number>);
    const search = new URLSearchParams(
      Object.entries((input.query ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ).toString();
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (contract.method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${path}${search ? `?${search}` : ''}`, {
      method: contract.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    const answer: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiCallError(response.status, answer, `${contract.method} ${path}`);
    return answer as EndpointResponse<E>;
  }

  const session = await call(authApi.login, { body: who });
  csrfToken = session.csrfToken;
  return { call };
}
