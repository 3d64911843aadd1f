// The shipped template library: every template is a valid script, and the checks refuse a broken
// or repeated one before the server starts.
import { scriptInputSchema } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { linuxTemplates } from './linux-templates.ts';
import { buildTemplateLibrary, listTemplates } from './template-library.ts';
import type { TemplateSource } from './template-source.ts';
import { windowsTemplates } from './windows-templates.ts';

describe('the template library', () => {
  it('ships Linux and Windows scripts that pass the script input schema', () => {
    const all = [...linuxTemplates, ...windowsTemplates];
    for (const t of all) expect(scriptInputSchema.safeParse(t.input).success, t.id).toBe(true);
    expect(listTemplates({ operatingSystem: 'LINUX' }).length).toBeGreaterThanOrEqual(5);
    expect(listTemplates({ operatingSystem: 'WINDOWS' }).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a template that is not a valid script, or an id used twice', () => {
    const bad: TemplateSource = {
      id: 'bad',
      source: 'WARDEN',
      input: { ...linuxTemplates[0]!.input, operatingSystems: ['WINDOWS'] },
    };
    expect(() => buildTemplateLibrary([bad])).toThrow(/bad is not valid/);
    expect(() => buildTemplateLibrary([linuxTemplates[0]!, linuxTemplates[0]!])).toThrow(/listed twice/);
  });
});
