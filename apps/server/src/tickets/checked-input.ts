// Input from callers other than a route (inbound mail, rules) is checked by the same contract a route
// uses, and a failure is the same 400 naming its fields.
import type { z } from 'zod';
import { badRequest } from '../http/api-error.ts';

export function checkedInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw badRequest(`Invalid ${what}: ${Object.keys(fields).join(', ')}`, fields);
}
