// The script library against the real server: the permission (reading is open to every technician,
// changing needs canManageScripts), the list's filters and name order, and 400s and 409s that name
// the field.
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client.ts';
import { useScriptLibrary } from './script-library-fixture.ts';

const library = useScriptLibrary();

const shell = (name: string, extra: object = {}) => ({
  name,
  language: 'SHELL',
  operatingSystems: ['LINUX'],
  body: 'echo "$backupFolder"',
  ...extra,
});

async function created(client: TestClient, body: object) {
  const res = await client.post('/api/scripting/scripts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('scripts', () => {
  it('creates, reads, edits and deletes a script with typed variables', async () => {
    const script = await created(
      library.manager,
      shell('Back up a folder', {
        variables: [
          { name: 'Backup folder', type: 'TEXT', required: true },
          { name: 'Mode', type: 'DROPDOWN', valueList: ['fast', 'full'] },
        ],
      }),
    );
    expect(script).toMatchObject({
      name: 'Back up a folder',
      description: '',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      architectures: ['X86', 'X64', 'ARM64'],
      runAs: 'SYSTEM',
      timeoutSeconds: 300,
      categories: [],
      variables: [
        {
          name: 'Backup folder',
          calculatedName: 'backupFolder',
          type: 'TEXT',
          required: true,
          valueList: [],
        },
        {
          name: 'Mode',
          calculatedName: 'mode',
          type: 'DROPDOWN',
          required: false,
          valueList: ['fast', 'full'],
        },
      ],
    });
    expect((await library.reader.get(`/api/scripting/scripts/${script.id}`)).json()).toEqual(script);

    const edited = await library.manager.put(`/api/scripting/scripts/${script.id}`, {
      ...shell('Back up a folder', { runAs: 'LOGGED_IN_USER', timeoutSeconds: 30 }),
      operatingSystems: ['LINUX', 'MAC'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ runAs: 'LOGGED_IN_USER', timeoutSeconds: 30, variables: [] });

    expect((await library.manager.delete(`/api/scripting/scripts/${script.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await library.reader.get(`/api/scripting/scripts/${script.id}`)).statusCode).toBe(404);
    expect((await library.manager.delete(`/api/scripting/scripts/${script.id}`)).statusCode).toBe(404);
  });

  it('needs canManageScripts to change the library, and not to read it', async () => {
    const script = await created(library.manager, shell('Read me'));
    const category = (await library.manager.post('/api/scripting/categories', { name: 'Readable' })).json();
    for (const res of [
      await library.reader.post('/api/scripting/scripts', shell('Not mine')),
      await library.reader.put(`/api/scripting/scripts/${script.id}`, shell('Not mine')),
      await library.reader.delete(`/api/scripting/scripts/${script.id}`),
      await library.reader.post('/api/scripting/categories', { name: 'Mine' }),
      await library.reader.put(`/api/scripting/categories/${category.id}`, { name: 'Mine' }),
      await library.reader.delete(`/api/scripting/categories/${category.id}`),
      await library.reader.post('/api/scripting/templates/linux-disk-usage/scripts', {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    for (const url of [
      '/api/scripting/scripts',
      `/api/scripting/scripts/${script.id}`,
      '/api/scripting/categories',
      '/api/scripting/templates',
      '/api/scripting/templates/linux-disk-usage',
    ]) {
      expect((await library.reader.get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 400 naming the field for a bad script', async () => {
    const bad = async (body: object) => {
      const res = await library.manager.post('/api/scripting/scripts', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    const twice = [
      { name: 'Backup folder', type: 'TEXT' },
      { name: 'backup folder!', type: 'INTEGER' },
    ];
    expect(await bad(shell('Twice', { variables: twice }))).toEqual({
      'variables.1.name': "'backup folder!' and 'Backup folder' both give the variable name 'backupFolder'",
    });
    expect(await bad(shell('No list', { variables: [{ name: 'Mode', type: 'DROPDOWN' }] }))).toEqual({
      'variables.0.valueList': 'A DROPDOWN variable needs values',
    });
    expect(await bad(shell('Bad type', { variables: [{ name: 'Mode', type: 'COLOUR' }] }))).toHaveProperty(
      'variables.0.type',
    );
    expect(await bad(shell('Wrong system', { operatingSystems: ['WINDOWS'] }))).toEqual({
      operatingSystems: 'SHELL scripts do not run on WINDOWS',
    });
    expect(await bad(shell('', { body: '' }))).toEqual({ name: 'Required', body: 'Required' });
    expect(await bad(shell('Slow', { timeoutSeconds: 0 }))).toHaveProperty('timeoutSeconds');
    expect(await bad(shell('Sneaky', { calculatedName: 'x' }))).toEqual({ calculatedName: 'Unknown field' });
    expect(await bad(shell('No category', { categories: [987654] }))).toEqual({
      categories: 'Unknown category',
    });
  });

  it('keeps names unique without case', async () => {
    const first = await created(library.manager, shell('Unique name'));
    const clash = await library.manager.post('/api/scripting/scripts', shell('UNIQUE NAME'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ name: 'Already in use' });
    const other = await created(library.manager, shell('Another name'));
    expect(
      (await library.manager.put(`/api/scripting/scripts/${other.id}`, shell('unique name'))).statusCode,
    ).toBe(409);
    expect(
      (await library.manager.put(`/api/scripting/scripts/${first.id}`, shell('Unique Name'))).statusCode,
    ).toBe(200);
  });
});

describe('the library list', () => {
  it('filters by name, category, language and operating system, sorted by name ASC, paged', async () => {
    const tools = (await library.manager.post('/api/scripting/categories', { name: 'Filter tools' })).json();
    const ps = { language: 'POWERSHELL', body: 'Get-Date' };
    await created(library.manager, shell('zz filter linux', { categories: [tools.id] }));
    await created(
      library.manager,
      shell('ZZ Filter both', { ...ps, operatingSystems: ['WINDOWS', 'LINUX'] }),
    );
    await created(
      library.manager,
      shell('zz filter windows', { ...ps, operatingSystems: ['WINDOWS'], categories: [tools.id] }),
    );
    await created(library.manager, shell('zz filter mac', { operatingSystems: ['MAC'] }));
    const names = async (query: string) => {
      const res = await library.reader.get(`/api/scripting/scripts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((s: { name: string }) => s.name);
    };

    expect(await names('name=ZZ%20filter')).toEqual([
      'ZZ Filter both',
      'zz filter linux',
      'zz filter mac',
      'zz filter windows',
    ]);
    expect(await names(`name=zz&category=${tools.id}`)).toEqual(['zz filter linux', 'zz filter windows']);
    expect(await names('name=zz&language=POWERSHELL')).toEqual(['ZZ Filter both', 'zz filter windows']);
    expect(await names('name=zz&operatingSystem=LINUX')).toEqual(['ZZ Filter both', 'zz filter linux']);
    expect(await names(`name=zz&operatingSystem=WINDOWS&language=POWERSHELL&category=${tools.id}`)).toEqual([
      'zz filter windows',
    ]);

    const page = (await library.reader.get('/api/scripting/scripts?name=zz%20filter&size=3&page=1')).json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(page.results.map((s: { name: string }) => s.name)).toEqual(['zz filter windows']);
    expect(page.results[0]).not.toHaveProperty('body');
    expect(page.results[0].categories).toEqual([tools.id]);
  });

  it('answers 400 naming a bad filter', async () => {
    const res = await library.reader.get('/api/scripting/scripts?language=COBOL&operatingSystem=BEOS');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['language', 'operatingSystem']);
  });
});

describe('categories', () => {
  it('lists by name with script counts, renames, refuses duplicates and deletes without the scripts', async () => {
    const b = (await library.manager.post('/api/scripting/categories', { name: 'Cat B' })).json();
    const a = (await library.manager.post('/api/scripting/categories', { name: 'cat a' })).json();
    const script = await created(library.manager, shell('Categorised', { categories: [a.id, b.id] }));
    expect(script.categories).toEqual([b.id, a.id].sort((x, y) => x - y));

    const listed = (await library.reader.get('/api/scripting/categories')).json();
    const mine = listed.filter((c: { id: number }) => [a.id, b.id].includes(c.id));
    expect(mine).toEqual([
      { id: a.id, name: 'cat a', scriptCount: 1 },
      { id: b.id, name: 'Cat B', scriptCount: 1 },
    ]);

    const clash = await library.manager.post('/api/scripting/categories', { name: 'CAT A' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ name: 'Already in use' });
    expect(
      (await library.manager.put(`/api/scripting/categories/${b.id}`, { name: 'cat a' })).statusCode,
    ).toBe(409);
    expect(
      (await library.manager.post('/api/scripting/categories', { name: ' ' })).json().error.fields,
    ).toEqual({
      name: 'Required',
    });

    const renamed = await library.manager.put(`/api/scripting/categories/${b.id}`, { name: 'Cat Bee' });
    expect(renamed.json()).toEqual({ id: b.id, name: 'Cat Bee', scriptCount: 1 });

    expect((await library.manager.delete(`/api/scripting/categories/${a.id}`)).json()).toEqual({ ok: true });
    expect((await library.reader.get(`/api/scripting/scripts/${script.id}`)).json().categories).toEqual([
      b.id,
    ]);
    expect((await library.manager.delete(`/api/scripting/categories/${a.id}`)).statusCode).toBe(404);
    expect((await library.manager.put('/api/scripting/categories/999999', { name: 'x' })).statusCode).toBe(
      404,
    );
  });
});
