// Calls the server's typed contracts over real HTTP, as the console does (session cookie and CSRF
// token) or as an agent does (its bearer credential).
import {
  authApi,
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@warden/domain';

interface CallInput<E> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

export class Api {
  private cookie = '';
  private csrfToken = '';

  constructor(
    private baseUrl: string,
    private bearer = '',
  ) {}

  async call<E extends Endpoint>(contract: E, input: CallInput<E> = {}): Promise<EndpointResponse<E>> {
    const path = buildPath(contract.path, (input.params ?? {}) as Record<string, string | number>);
    const query = input.query
      ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    const headers: Record<string, string> = {};
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    else if (this.cookie) headers.cookie = this.cookie;
    if (contract.method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const response = await fetch(`${this.baseUrl}/api${path}${query}`, {
      method: contract.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${contract.method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>;
  }

  async signIn(email: string, password: string): Promise<void> {
    const session = await this.call(authApi.login, { body: { email, password } });
    this.csrfToken = session.csrfToken;
  }
}
