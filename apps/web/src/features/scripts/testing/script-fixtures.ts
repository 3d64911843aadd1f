// Script records, variables and categories for the script pages' tests.
import {
  calculatedNameOf,
  type Paged,
  type Script,
  type ScriptCategory,
  type ScriptVariable,
  type ScriptVariableType,
} from '@warden/domain';

export function variable(
  name: string,
  type: ScriptVariableType,
  extra: Partial<Omit<ScriptVariable, 'name' | 'type' | 'calculatedName'>> = {},
): ScriptVariable {
  return {
    name,
    calculatedName: calculatedNameOf(name),
    type,
    description: '',
    required: false,
    valueList: [],
    ...extra,
  };
}

export function script(id: number, name: string, extra: Partial<Script> = {}): Script {
  return {
    id,
    name,
    description: `About ${name}`,
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    architectures: ['X64'],
    categories: [],
    runAs: 'SYSTEM',
    timeoutSeconds: 300,
    body: 'echo hello',
    variables: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

export const category = (id: number, name: string, scriptCount = 0): ScriptCategory => ({
  id,
  name,
  scriptCount,
});

export const pageOfScripts = <T>(results: T[]): Paged<T> => ({
  results,
  totalElements: results.length,
  totalPages: 1,
});
