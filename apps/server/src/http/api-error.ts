// Errors a handler throws on purpose; the error handler turns them into the common error body.
import type { ErrorCode } from '@warden/domain';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_FAILED', message, fields);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new ApiError(409, 'CONFLICT', message, fields);
