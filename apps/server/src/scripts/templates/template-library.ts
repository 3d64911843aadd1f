// The template library shipped with the server: every template checked once by the script input
// schema (so a template is always a script a technician could have written), filtered and sorted
// by name; 'use template' turns one into a library script.
import {
  type ScriptTemplate,
  type ScriptTemplateQuery,
  type ScriptTemplateSummary,
  scriptInputSchema,
} from '@warden/domain';
import { linuxTemplates } from './linux-templates.ts';
import type { TemplateSource } from './template-source.ts';
import { windowsTemplates } from './windows-templates.ts';

function checked(t: TemplateSource): ScriptTemplate {
  const parsed = scriptInputSchema.safeParse(t.input);
  if (!parsed.success) throw new Error(`Script template ${t.id} is not valid: ${parsed.error.message}`);
  const { categories: _categories, ...fields } = parsed.data;
  return { id: t.id, source: t.source, ...fields };
}

export function buildTemplateLibrary(sources: readonly TemplateSource[]): ScriptTemplate[] {
  const ids = new Set<string>();
  for (const t of sources) {
    if (ids.has(t.id)) throw new Error(`Script template ${t.id} is listed twice`);
    ids.add(t.id);
  }
  return sources.map(checked).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

const library = buildTemplateLibrary([...linuxTemplates, ...windowsTemplates]);

export function listTemplates(q: ScriptTemplateQuery): ScriptTemplateSummary[] {
  const term = q.script?.trim().toLowerCase();
  return library
    .filter((t) => !q.source || t.source === q.source)
    .filter((t) => !q.operatingSystem || t.operatingSystems.includes(q.operatingSystem))
    .filter((t) => !term || t.name.toLowerCase().includes(term))
    .map(({ body: _body, ...summary }) => summary);
}

export function findTemplate(id: string): ScriptTemplate | undefined {
  return library.find((t) => t.id === id);
}
