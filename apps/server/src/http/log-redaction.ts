// Keeps secrets out of the log: signed-link tokens in addresses, session cookies and credentials in
// headers. A log file is read by more people than the console, and a token in it opens a download.
import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

export const REDACTED = '[REDACTED]';

/** Query parameters and path parameters whose value is a credential or a signed-link part. */
const SECRET_NAME = /token|signature|^sig$|secret|password|^key$|^code$|credential/i;

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-csrf-token', 'proxy-authorization'];

/**
 * The address with secret query values and secret path parameters replaced; `params` are the route's
 * path parameters (an upload token in /attachments/:token is as good as a key).
 */
export function redactUrl(url: string, params?: unknown): string {
  const queryAt = url.indexOf('?');
  let pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (!SECRET_NAME.test(name) || typeof value !== 'string' || value === '') continue;
      pathPart = pathPart
        .split('/')
        .map((segment) => (segment === value || segment === encodeURIComponent(value) ? REDACTED : segment))
        .join('/');
    }
  }
  if (queryAt === -1) return pathPart;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_NAME.test(name)) query.set(name, REDACTED);
  }
  return `${pathPart}?${query.toString()}`;
}

const headerPaths = (base: string) => SECRET_HEADERS.map((name) => `${base}["${name}"]`);

/** Pino options: whatever the caller chose, plus redaction of credentials wherever they appear. */
export function withLogRedaction(
  logger: boolean | object,
  level: string,
): false | (FastifyLoggerOptions & LoggerOptions) {
  if (logger === false) return false;
  const base: Record<string, unknown> = logger === true ? { level } : { ...logger };
  return {
    ...base,
    redact: {
      paths: [...headerPaths('req.headers'), ...headerPaths('res.headers'), ...headerPaths('headers')],
      censor: REDACTED,
    },
    serializers: {
      ...(base.serializers as Record<string, unknown> | undefined),
      // Fastify's own request serializer writes the raw address; the query may hold a link token.
      req: (req: { method?: string; url?: string; params?: unknown; ip?: string }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url, req.params),
        ip: req.ip,
      }),
    },
  };
}
