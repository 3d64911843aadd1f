// Table types of the script library (migration 0013); lists are JSON text and times ISO-8601 UTC
// text, as in schema.ts, so both databases return the same values.
import type { Generated } from 'kysely';

export interface ScriptTable {
  id: Generated<number>;
  name: string;
  /** The lower-cased name, unique. */
  name_key: string;
  description: string;
  language: import('@warden/domain').ScriptLanguage;
  /** JSON array of ScriptOperatingSystem. */
  operating_systems: string;
  /** JSON array of ScriptArchitecture. */
  architectures: string;
  run_as: import('@warden/domain').ScriptRunAs;
  timeout_seconds: number;
  body: string;
  /** JSON array of ScriptVariable, calculatedName included. */
  variables: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ScriptCategoryTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface ScriptCategoryLinkTable {
  script_id: number;
  category_id: number;
}

export interface ScriptTables {
  scripts: ScriptTable;
  script_categories: ScriptCategoryTable;
  script_category_links: ScriptCategoryLinkTable;
}
