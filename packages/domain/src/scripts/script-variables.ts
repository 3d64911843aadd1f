// A script's variables: their definition (spec 001 section 3), the checks of a variable list, and
// the one schema that judges run-time values, used by the console's run form and by the server.
import { z } from 'zod';
import { nameSchema } from '../http/common.ts';
import { type ScriptVariableType, scriptVariableTypeSchema } from './script-enums.ts';
import { DECIMAL_STEP, sanitizeText } from './variable-input.ts';
import { calculatedNameOf, isReservedVariableName } from './variable-names.ts';

export const SCRIPT_VARIABLE_LIMITS = {
  perScript: 50,
  name: 100,
  description: 500,
  valueList: 100,
  listValue: 200,
  textValue: 4000,
} as const;

export const scriptVariableSchema = z.object({
  name: z.string(),
  /** The environment variable the value reaches the script under; see calculatedNameOf. */
  calculatedName: z.string(),
  type: scriptVariableTypeSchema,
  description: z.string(),
  required: z.boolean(),
  valueList: z.array(z.string()),
});
export type ScriptVariable = z.infer<typeof scriptVariableSchema>;

/** A variable as the editor sends it; calculatedName is always derived from the name. */
export const scriptVariableInputSchema = z
  .strictObject({
    name: nameSchema(SCRIPT_VARIABLE_LIMITS.name),
    type: scriptVariableTypeSchema,
    description: z.string().trim().max(SCRIPT_VARIABLE_LIMITS.description).default(''),
    required: z.boolean().default(false),
    valueList: z
      .array(z.string().trim().min(1, 'Required').max(SCRIPT_VARIABLE_LIMITS.listValue))
      .max(SCRIPT_VARIABLE_LIMITS.valueList)
      .default([]),
  })
  .transform((v): ScriptVariable => ({ ...v, calculatedName: calculatedNameOf(v.name) }));
export type ScriptVariableInput = z.input<typeof scriptVariableInputSchema>;

const isParsedVariable = (v: unknown): v is ScriptVariable =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ScriptVariable).calculatedName === 'string' &&
  Array.isArray((v as ScriptVariable).valueList);

/**
 * The rules of a whole list, reported on the offending variable's field: a usable and unique
 * calculatedName (compared without case, as Windows does), and a value list only, and always, on
 * a DROPDOWN.
 */
export function checkVariableList(variables: readonly ScriptVariable[], ctx: z.RefinementCtx): void {
  const seen = new Map<string, string>();
  // Zod runs list checks even when some variable failed its own schema; those are skipped.
  if (!Array.isArray(variables)) return;
  variables.forEach((v, i) => {
    if (!isParsedVariable(v)) return;
    const at = (field: string) => ['variables', i, field];
    const key = v.calculatedName.toLowerCase();
    if (!v.calculatedName) {
      ctx.addIssue({ code: 'custom', path: at('name'), message: 'The name needs a letter or a digit' });
    } else if (isReservedVariableName(v.calculatedName)) {
      const message = `'${v.name}' gives the variable name '${v.calculatedName}', which is reserved`;
      ctx.addIssue({ code: 'custom', path: at('name'), message });
    } else if (seen.has(key)) {
      const message = `'${v.name}' and '${seen.get(key)}' both give the variable name '${v.calculatedName}'`;
      ctx.addIssue({ code: 'custom', path: at('name'), message });
    } else {
      seen.set(key, v.name);
    }
    if (v.type === 'DROPDOWN' && v.valueList.length === 0) {
      ctx.addIssue({ code: 'custom', path: at('valueList'), message: 'A DROPDOWN variable needs values' });
    }
    if (v.type !== 'DROPDOWN' && v.valueList.length > 0) {
      ctx.addIssue({ code: 'custom', path: at('valueList'), message: 'Only a DROPDOWN variable has values' });
    }
    if (new Set(v.valueList).size !== v.valueList.length) {
      ctx.addIssue({ code: 'custom', path: at('valueList'), message: 'Each value may appear once' });
    }
  });
}

export type ScriptVariableValue = string | number | boolean;
export type ScriptVariableValues = Record<string, ScriptVariableValue>;

const digits = /^\d+$/;
const decimal = /^\d+(\.\d+)?$/;
const onStep = (n: number) => Math.abs(n / DECIMAL_STEP - Math.round(n / DECIMAL_STEP)) < 1e-9;

/** The check of one present value, with messages that name the variable. */
function valueSchema(v: ScriptVariable): z.ZodType<ScriptVariableValue> {
  const name = `'${v.name}'`;
  const asNumber = (pattern: RegExp, message: string) =>
    z
      .union([z.number(), z.string().regex(pattern, message).transform(Number)], { error: message })
      .pipe(z.number({ error: message }).nonnegative(message).max(Number.MAX_SAFE_INTEGER, message));
  switch (v.type) {
    case 'INTEGER':
      return asNumber(digits, `${name} must be a whole number`).pipe(
        z.number().int(`${name} must be a whole number`),
      );
    case 'DECIMAL':
      return asNumber(decimal, `${name} must be a number`).refine(
        onStep,
        `${name} must be a multiple of ${DECIMAL_STEP}`,
      );
    case 'CHECKBOX':
      return z.boolean({ error: `${name} must be checked or unchecked` });
    case 'DATE':
      return z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });
    case 'DATETIME':
      return z.iso.datetime({ local: true, offset: true, error: `${name} must be a date and time` });
    case 'DROPDOWN':
      return z.string({ error: `${name} must be one of its values` }).refine((s) => v.valueList.includes(s), {
        error: `${name} must be one of: ${v.valueList.join(', ')}`,
      });
    case 'IPADDRESS':
      return z.ipv4({ error: `${name} must be an IPv4 address` });
    case 'TEXT':
      return z
        .string({ error: `${name} must be text` })
        .transform(sanitizeText)
        .pipe(z.string().max(SCRIPT_VARIABLE_LIMITS.textValue, `${name} is too long`));
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The schema of a run's values for these variables: an object keyed by calculatedName. A wrong
 * type, a missing required value (a checkbox is never missing: absent means unchecked), a DROPDOWN
 * value outside its list or a key that names no variable fails with the issue on that key and a
 * message naming the variable. The result holds typed values; empty optional ones are left out.
 */
export function scriptVariableValuesSchema(variables: readonly ScriptVariable[]) {
  const byName = new Map(variables.map((v) => [v.calculatedName, v]));
  const checks = new Map(variables.map((v) => [v.calculatedName, valueSchema(v)]));
  return z.record(z.string(), z.unknown()).transform((raw, ctx): ScriptVariableValues => {
    const out: ScriptVariableValues = {};
    for (const key of Object.keys(raw)) {
      if (!byName.has(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `No variable is named '${key}'` });
    }
    for (const v of variables) {
      const value = raw[v.calculatedName];
      if (isEmpty(value)) {
        if (v.type === 'CHECKBOX') out[v.calculatedName] = false;
        else if (v.required) {
          ctx.addIssue({ code: 'custom', path: [v.calculatedName], message: `'${v.name}' is required` });
        }
        continue;
      }
      const result = checks.get(v.calculatedName)!.safeParse(value);
      if (result.success) out[v.calculatedName] = result.data;
      else {
        const message = result.error.issues[0]?.message ?? `'${v.name}' is not valid`;
        ctx.addIssue({ code: 'custom', path: [v.calculatedName], message });
      }
    }
    return out;
  });
}

/** How a typed value is written into the script's environment; an empty optional value is ''. */
export function variableEnvironment(
  variables: readonly ScriptVariable[],
  values: ScriptVariableValues,
): Record<string, string> {
  return Object.fromEntries(
    variables.map((v) => {
      const value = values[v.calculatedName];
      return [v.calculatedName, value === undefined ? '' : String(value)];
    }),
  );
}

/** Whether the form marks the variable with '*': a required variable that is not a checkbox. */
export const showsRequiredMark = (v: Pick<ScriptVariable, 'type' | 'required'>) =>
  v.required && v.type !== ('CHECKBOX' satisfies ScriptVariableType);
