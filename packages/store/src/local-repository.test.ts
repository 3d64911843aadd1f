import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDataKey } from './keys.ts';
import { keyIdOf, LocalRepositoryError, MARKER_FILE, openLocalRepository } from './local-repository.ts';

let parent: string;
let folder: string;
const key = generateDataKey();

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'warden-local-'));
  folder = path.join(parent, 'share', 'backups');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('openLocalRepository', () => {
  it('makes a folder a repository, then reopens it with the chunks in the blob layout', async () => {
    const first = await openLocalRepository(folder, 'org-1', key);
    expect(first.created).toBe(true);
    const marker = JSON.parse(await readFile(path.join(folder, MARKER_FILE), 'utf8'));
    expect(marker).toEqual({
      format: 'warden-repository',
      version: 1,
      namespace: 'org-1',
      createdAt: first.marker.createdAt,
      keyId: keyIdOf(key),
    });
    expect(JSON.stringify(marker)).not.toContain(key.toString('hex'));

    const id = await first.repository.putPlain(Buffer.from('local chunk'));
    expect(await readFile(path.join(folder, 'org-1', id.slice(0, 2), id))).toBeInstanceOf(Buffer);

    const again = await openLocalRepository(folder, 'org-1', key);
    expect(again.created).toBe(false);
    expect(again.marker.createdAt).toBe(first.marker.createdAt);
    expect((await again.repository.getPlain(id)).toString()).toBe('local chunk');
  });

  it('copes with concurrent opens of a new folder', async () => {
    const opened = await Promise.all([1, 2, 3, 4].map(() => openLocalRepository(folder, 'org-1', key)));
    expect(opened.every((local) => local.marker.namespace === 'org-1')).toBe(true);
    expect((await openLocalRepository(folder, 'org-1', key)).created).toBe(false);
  });

  it('refuses another namespace or another key', async () => {
    await openLocalRepository(folder, 'org-1', key);
    await expect(openLocalRepository(folder, 'org-2', key)).rejects.toThrow(
      /belongs to namespace org-1, not org-2/,
    );
    await expect(openLocalRepository(folder, 'org-1', generateDataKey())).rejects.toThrow(
      /different data key/,
    );
  });

  it.each([
    ['damaged JSON', '{"format": "warden-rep', /damaged/],
    ['another file', '{"name": "something else"}', /not a Warden repository marker/],
    [
      'a newer format',
      JSON.stringify({ format: 'warden-repository', version: 2, namespace: 'org-1' }),
      /format 2/,
    ],
  ])('refuses a marker that is %s', async (_label, content, message) => {
    await openLocalRepository(folder, 'org-1', key);
    await writeFile(path.join(folder, MARKER_FILE), content);
    await expect(openLocalRepository(folder, 'org-1', key)).rejects.toThrow(LocalRepositoryError);
    await expect(openLocalRepository(folder, 'org-1', key)).rejects.toThrow(message);
  });

  it('refuses a namespace that is not one key segment', async () => {
    await expect(openLocalRepository(folder, '../org', key)).rejects.toThrow(/namespace/);
  });
});
