// Maps every failure to { error: { code, message, fields? } }; validation failures name their fields.
import type { ApiErrorBody, ErrorCode } from '@warden/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

type Issue = { instancePath: string; message?: string; params?: Record<string, unknown> };

/** One entry per field: unknown keys are named themselves, other issues by their path. */
export function fieldsFromIssues(issues: Issue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const keys = issue.params?.keys;
    if (Array.isArray(keys) && keys.length > 0) {
      for (const key of keys) fields[[base, String(key)].filter(Boolean).join('.')] = 'Unknown field';
      continue;
    }
    const name = base || context || 'body';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(error.validation, error.validationContext);
      const names = Object.keys(fields).join(', ');
      return reply.status(400).send(body('VALIDATION_FAILED', `Invalid request: ${names}`, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large'));
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', error.message));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, empty body.
      const fields =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
          ? { body: error.message }
          : undefined;
      return reply.status(status).send(body('VALIDATION_FAILED', error.message, fields));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our end.'));
  });
}

/**
 * Fastify's own refusals of a URL before any route is found (bad percent-encoding, an over-long path
 * parameter) skip the error handler; this gives them the common body too, naming the URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const fields = { url: 'A path segment is too long' };
    return reply.status(414).send(body('VALIDATION_FAILED', 'The address is too long', fields));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    const fields = { url: 'Invalid percent-encoding' };
    return reply.status(400).send(body('VALIDATION_FAILED', 'The address is not valid', fields));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(body('INTERNAL', 'Something went wrong on our end.'));
}
