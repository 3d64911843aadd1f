// The console's typed API client: every call goes through a domain endpoint contract, so request
// and answer types come from the same zod schemas the server validates with.
import {
  type ApiErrorBody,
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@warden/domain';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
/** The session call hands out the CSRF token; state-changing calls echo it back. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}
/** For calls made outside `apiCall`, such as multipart uploads with progress. */
export function getCsrfToken(): string | null {
  return csrfToken;
}

type CallArgs<E> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
};

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of [value].flat()) search.append(key, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

export async function apiCall<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E> = {},
): Promise<EndpointResponse<E>> {
  const url = `/api${buildPath(endpoint.path, args.params as Record<string, string | number>)}${queryString(
    args.query as Record<string, unknown>,
  )}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (args.body !== undefined) headers['content-type'] = 'application/json';
  if (endpoint.method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    credentials: 'same-origin',
    body: args.body === undefined ? undefined : JSON.stringify(args.body),
    signal: args.signal,
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return data as EndpointResponse<E>;
}
