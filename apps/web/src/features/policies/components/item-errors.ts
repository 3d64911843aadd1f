// Where a server's field messages about a policy item land in its dialog: the server names them under
// 'value' (the item), and the item nests the form's values (a plan under 'plan', variables under
// 'variables'), so that prefix is taken off.
import { ApiRequestError } from '../../../api/client.ts';

/** The field path the server gives the item itself. */
export const ITEM = 'value';

/** The messages under one part of the item, keyed by the rest of their path. */
export function fieldsUnder(error: unknown, prefix: string): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const start = `${ITEM}.${prefix}.`;
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([path]) => path.startsWith(start))
      .map(([path, message]) => [path.slice(start.length), message]),
  );
}

/** The same failure with its plan's field messages named as the plan form names them. */
export function planFormError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.fields) return error;
  return new ApiRequestError(error.status, error.code, error.message, fieldsUnder(error, 'plan'));
}

/** Typed values as the variable inputs hold them: text for all but booleans. */
export function variableInputs(values: Readonly<Record<string, unknown>>): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? value : value == null ? '' : String(value),
    ]),
  );
}
