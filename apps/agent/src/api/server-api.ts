// The agent's calls to the server, typed by the domain contracts and signed with the device credential.
import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
} from '@warden/domain/agent';
import type { KeptMemory } from '@warden/threads/kept-memory';
import { type ByteResponse, requestBytes } from './byte-transport.ts';

export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class ServerApi {
  constructor(
    readonly serverUrl: string,
    private credential: string | null,
  ) {}

  url(path: string): string {
    return `${this.serverUrl.replace(/\/$/, '')}/api${path}`;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.credential ? { authorization: `Bearer ${this.credential}` } : {}), ...extra };
  }

  async call<E extends Endpoint>(
    endpoint: E,
    args: { params?: EndpointParams<E>; body?: EndpointBody<E> } = {},
  ): Promise<EndpointResponse<E>> {
    const path = buildPath(endpoint.path, args.params as Record<string, string | number>);
    const response = await fetch(this.url(path), {
      method: endpoint.method,
      headers: this.headers(args.body === undefined ? {} : { 'content-type': 'application/json' }),
      body: args.body === undefined ? undefined : JSON.stringify(args.body),
    });
    return parse(response);
  }

  /** Raw bytes: encoded chunks go up and come down outside JSON. */
  async putBytes(path: string, data: Buffer | readonly Buffer[]): Promise<void> {
    const response = await requestBytes(this.url(path), {
      method: 'PUT',
      headers: this.headers({ 'content-type': 'application/octet-stream' }),
      body: data,
    });
    answerOrThrow(response);
  }

  /** A JSON request answered with raw bytes (a batch of encoded chunks); with shared, in shared memory. */
  async postForBytes(
    path: string,
    body: unknown,
    options: { shared?: KeptMemory<SharedArrayBuffer> } = {},
  ): Promise<Buffer> {
    const response = await requestBytes(this.url(path), {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
      shared: options.shared,
    });
    return answerOrThrow(response).body;
  }

  async getBytes(path: string): Promise<Buffer> {
    return answerOrThrow(await requestBytes(this.url(path), { method: 'GET', headers: this.headers() })).body;
  }
}

/** The response when it is a success; else the ServerError its JSON error body describes. */
function answerOrThrow(response: ByteResponse): ByteResponse {
  if (response.status >= 200 && response.status < 300) return response;
  let error: { code?: string; message?: string } = {};
  try {
    error = JSON.parse(response.body.toString('utf8'))?.error ?? {};
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  throw new ServerError(response.status, error.code ?? 'INTERNAL', error.message ?? response.statusText);
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = data?.error ?? {};
    throw new ServerError(response.status, error.code ?? 'INTERNAL', error.message ?? response.statusText);
  }
  return data as T;
}
