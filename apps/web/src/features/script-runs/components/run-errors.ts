// Where a refused run lands in the dialog: the server names a variable as `variables.<calculatedName>`
// (the same keys the run form uses), anything else (the devices, the script) is the dialog's alert.
import { ApiRequestError } from '../../../api/client.ts';
import type { VariableFormErrors } from '../../../components/script-variables/variable-values.ts';

export interface RunErrors {
  variables: VariableFormErrors;
  /** What no variable can show; null when every message found its variable. */
  message: string | null;
}

const VARIABLE_FIELD = /^variables\.(.+)$/;

export function runErrorsFrom(error: unknown, fallback: (error: unknown) => string): RunErrors {
  const variables: VariableFormErrors = {};
  const others: string[] = [];
  if (error instanceof ApiRequestError && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) {
      const name = VARIABLE_FIELD.exec(field)?.[1];
      if (name) variables[name] ??= message;
      else others.push(message);
    }
  }
  const placed = Object.keys(variables).length > 0;
  if (others.length > 0) return { variables, message: others.join(' ') };
  return { variables, message: placed ? null : fallback(error) };
}
