// The editor's form values: a blank script or a saved one as the editor input takes it, the body the
// API receives, and where a 400's field names land on the form.
import {
  calculatedNameOf,
  LANGUAGE_OPERATING_SYSTEMS,
  SCRIPT_LIMITS,
  type Script,
  type ScriptInput,
  type ScriptInputParsed,
  type ScriptLanguage,
  type ScriptOperatingSystem,
  type ScriptVariable,
  type ScriptVariableInput,
  scriptArchitectures,
} from '@warden/domain';

export function blankScript(): ScriptInput {
  return {
    name: '',
    description: '',
    language: 'POWERSHELL',
    operatingSystems: ['WINDOWS'],
    architectures: [...scriptArchitectures],
    categories: [],
    runAs: 'SYSTEM',
    timeoutSeconds: SCRIPT_LIMITS.timeoutSeconds.default,
    body: '',
    variables: [],
  };
}

export function scriptToForm(script: Script): ScriptInput {
  return {
    name: script.name,
    description: script.description,
    language: script.language,
    operatingSystems: script.operatingSystems,
    architectures: script.architectures,
    categories: script.categories,
    runAs: script.runAs,
    timeoutSeconds: script.timeoutSeconds,
    body: script.body,
    variables: script.variables.map(({ calculatedName: _derived, ...variable }) => variable),
  };
}

/** The parsed form as the API takes it: calculatedName is the server's to derive. */
export function formToBody(values: ScriptInputParsed): ScriptInput {
  return {
    ...values,
    variables: values.variables.map(({ calculatedName: _derived, ...variable }) => variable),
  };
}

/** The operating systems kept when the language changes: those it runs on, or all of them if none. */
export function operatingSystemsFor(
  language: ScriptLanguage,
  current: readonly ScriptOperatingSystem[],
): ScriptOperatingSystem[] {
  const supported = LANGUAGE_OPERATING_SYSTEMS[language];
  const kept = current.filter((os) => supported.includes(os));
  return kept.length > 0 ? kept : [...supported];
}

/**
 * Where a server field name lands: a variable's own field ('variables.2.valueList.0' on the value
 * list of variable 2), otherwise the top-level field ('operatingSystems.1' on the group).
 */
export function formErrorPath(name: string): string {
  const parts = name.split('.');
  if (parts[0] === 'variables' && parts.length >= 3) return parts.slice(0, 3).join('.');
  return parts[0] ?? name;
}

/** The variables as the run form shows them while they are being edited: named ones, once each. */
export function previewVariables(inputs: readonly ScriptVariableInput[] | undefined): ScriptVariable[] {
  const seen = new Set<string>();
  const out: ScriptVariable[] = [];
  for (const input of inputs ?? []) {
    const calculatedName = calculatedNameOf(input.name ?? '');
    if (!calculatedName || seen.has(calculatedName.toLowerCase())) continue;
    seen.add(calculatedName.toLowerCase());
    out.push({
      name: input.name.trim(),
      calculatedName,
      type: input.type,
      description: input.description ?? '',
      required: input.required ?? false,
      valueList: (input.valueList ?? []).filter(Boolean),
    });
  }
  return out;
}
