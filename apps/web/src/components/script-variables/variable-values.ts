// The run form's values as the inputs hold them, and the per-variable errors the domain's values
// schema finds in them, keyed by calculatedName as the server reports them.
import { type ScriptVariable, type ScriptVariableValues, scriptVariableValuesSchema } from '@warden/domain';

/** What each input holds: text for every type but CHECKBOX, which holds a boolean. */
export type VariableFormValues = Record<string, string | boolean>;
export type VariableFormErrors = Record<string, string>;

export function emptyVariableValues(variables: readonly ScriptVariable[]): VariableFormValues {
  return Object.fromEntries(variables.map((v) => [v.calculatedName, v.type === 'CHECKBOX' ? false : '']));
}

export type VariableCheck =
  | { ok: true; values: ScriptVariableValues }
  | { ok: false; errors: VariableFormErrors };

/** Judges the values as the server will; the first message of each variable is kept. */
export function checkVariableValues(
  variables: readonly ScriptVariable[],
  value: VariableFormValues,
): VariableCheck {
  const known = new Set(variables.map((v) => v.calculatedName));
  const present = Object.fromEntries(Object.entries(value).filter(([key]) => known.has(key)));
  const result = scriptVariableValuesSchema(variables).safeParse(present);
  if (result.success) return { ok: true, values: result.data };
  const errors: VariableFormErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
