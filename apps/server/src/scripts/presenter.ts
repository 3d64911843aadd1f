// Script rows to the API's script record.
import type { Script, ScriptArchitecture, ScriptOperatingSystem, ScriptVariable } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { ScriptTable } from '../db/schema-scripts.ts';

export type ScriptRow = Selectable<ScriptTable>;

export function presentScript(row: ScriptRow, categories: number[]): Script {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    language: row.language,
    operatingSystems: JSON.parse(row.operating_systems) as ScriptOperatingSystem[],
    architectures: JSON.parse(row.architectures) as ScriptArchitecture[],
    runAs: row.run_as,
    timeoutSeconds: row.timeout_seconds,
    body: row.body,
    variables: JSON.parse(row.variables) as ScriptVariable[],
    categories,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
