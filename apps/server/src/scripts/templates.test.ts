// The template library's routes: filters by source, operating system and script, sorted by name;
// one template with its body; 'use template' making a library script.
import { describe, expect, it } from 'vitest';
import { useScriptLibrary } from './script-library-fixture.ts';

const library = useScriptLibrary();

type Summary = { id: string; name: string; source: string; operatingSystems: string[] };
const list = async (query = '') => {
  const res = await library.reader.get(`/api/scripting/templates${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Summary[];
};

describe('script templates', () => {
  it('lists templates sorted by name, without bodies, filtered by source, operating system and script', async () => {
    const all = await list();
    const names = all.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all[0]).not.toHaveProperty('body');

    const linux = await list('?operatingSystem=LINUX');
    expect(linux.length).toBeGreaterThan(0);
    expect(linux.every((s) => s.operatingSystems.includes('LINUX'))).toBe(true);
    const windows = await list('?operatingSystem=WINDOWS');
    expect(windows.map((s) => s.id)).toContain('windows-disk-space');
    expect(windows.map((s) => s.id)).not.toContain('linux-disk-usage');

    const community = await list('?source=COMMUNITY');
    expect(community.length).toBeGreaterThan(0);
    expect(community.every((s) => s.source === 'COMMUNITY')).toBe(true);

    expect((await list('?script=TCP&operatingSystem=LINUX')).map((s) => s.id)).toEqual(['linux-check-port']);
    expect(await list('?script=nothing-like-this')).toEqual([]);

    const bad = await library.reader.get('/api/scripting/templates?source=ELSEWHERE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('source');
  });

  it('answers one template with its body and variables, and 404 for an unknown one', async () => {
    const res = await library.reader.get('/api/scripting/templates/linux-clean-old-files');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'linux-clean-old-files',
      language: 'SHELL',
      body: expect.stringContaining('find "$folder"'),
      variables: [
        { calculatedName: 'folder', type: 'TEXT', required: true },
        { calculatedName: 'olderThanDays', type: 'INTEGER', required: true },
        { calculatedName: 'dryRun', type: 'CHECKBOX', required: false },
      ],
    });
    expect((await library.reader.get('/api/scripting/templates/no-such-template')).statusCode).toBe(404);
  });

  it('makes a library script from a template, numbering a taken name', async () => {
    const category = (
      await library.manager.post('/api/scripting/categories', { name: 'From templates' })
    ).json();
    const template = (await library.reader.get('/api/scripting/templates/windows-disk-space')).json();
    const first = await library.manager.post('/api/scripting/templates/windows-disk-space/scripts', {
      categories: [category.id],
    });
    expect(first.statusCode, first.body).toBe(201);
    const { id: _id, source: _source, ...fields } = template;
    expect(first.json()).toMatchObject({ ...fields, categories: [category.id] });

    const second = await library.manager.post('/api/scripting/templates/windows-disk-space/scripts', {});
    expect(second.json().name).toBe(`${template.name} (2)`);
    const named = await library.manager.post('/api/scripting/templates/windows-disk-space/scripts', {
      name: 'Disks',
    });
    expect(named.json().name).toBe('Disks');
    const clash = await library.manager.post('/api/scripting/templates/windows-disk-space/scripts', {
      name: 'disks',
    });
    expect(clash.statusCode).toBe(409);

    const missing = await library.manager.post('/api/scripting/templates/no-such-template/scripts', {});
    expect(missing.statusCode).toBe(404);
  });
});
