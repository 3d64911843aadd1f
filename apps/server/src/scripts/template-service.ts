// 'Use template': a library script made from a template, under the given name, or else under the
// template's name with the first free ' (2)', ' (3)'… suffix when that one is taken.
import type { useScriptTemplateSchema } from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { createScript } from './script-service.ts';
import { findTemplate } from './templates/template-library.ts';

async function freeName(db: Db, base: string): Promise<string> {
  const rows = await db.kysely.selectFrom('scripts').select('name_key').execute();
  const taken = new Set(rows.map((r) => r.name_key));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export async function useTemplate(
  db: Db,
  auth: AuthContext,
  id: string,
  input: z.output<typeof useScriptTemplateSchema>,
) {
  const template = findTemplate(id);
  if (!template) throw notFound('Template');
  const { id: _id, source: _source, ...fields } = template;
  const name = input.name ?? (await freeName(db, template.name));
  return createScript(db, auth, { ...fields, name, categories: input.categories });
}
