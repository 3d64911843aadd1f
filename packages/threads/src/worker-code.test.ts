// Worker bundles kept on disk: used while every file in them is unchanged, made again otherwise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileWorker } from './worker-code.ts';

let root: string;
let cacheDir: string;
let entry: URL;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-worker-code-'));
  cacheDir = path.join(root, 'cache');
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'helper.ts'), "export const greeting: string = 'first helper';\n");
  fs.writeFileSync(
    path.join(root, 'src', 'entry.ts'),
    "import { greeting } from './helper.ts';\nconsole.log(greeting);\n",
  );
  entry = pathToFileURL(path.join(root, 'src', 'entry.ts'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const keptFiles = () => fs.readdirSync(cacheDir).filter((name) => name.endsWith('.json'));

/** Replaces the kept bundle's code, so that a later answer shows whether it came from the cache. */
function markKept(marker: string): void {
  const file = path.join(cacheDir, keptFiles()[0]!);
  const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...kept, code: marker }));
}

describe('worker code', () => {
  it('bundles a module with what it imports and keeps the bundle', () => {
    const code = compileWorker(entry, cacheDir);
    expect(code).toContain('first helper');
    expect(code).toContain('createRequire');
    expect(keptFiles()).toHaveLength(1);
  });

  it('answers the kept bundle while no file of it has changed', () => {
    compileWorker(entry, cacheDir);
    markKept('/* from the cache */');
    expect(compileWorker(entry, cacheDir)).toContain('/* from the cache */');
  });

  it('bundles again when a file it imports has changed', () => {
    compileWorker(entry, cacheDir);
    markKept('/* from the cache */');
    fs.writeFileSync(
      path.join(root, 'src', 'helper.ts'),
      "export const greeting: string = 'second, longer helper';\n",
    );
    const code = compileWorker(entry, cacheDir);
    expect(code).toContain('second, longer helper');
    expect(code).not.toContain('/* from the cache */');
    expect(compileWorker(entry, cacheDir)).toContain('second, longer helper');
  });

  it('bundles again when a file of it is gone or the kept bundle is unreadable', () => {
    compileWorker(entry, cacheDir);
    markKept('/* from the cache */');
    fs.writeFileSync(path.join(cacheDir, keptFiles()[0]!), '{ not json');
    expect(compileWorker(entry, cacheDir)).toContain('first helper');

    markKept('/* from the cache */');
    fs.writeFileSync(path.join(root, 'package.json'), '{"name": "beside-the-worker"}\n');
    // A manifest that appears above the module changes how its imports resolve.
    compileWorker(entry, cacheDir);
    markKept('/* from the cache */');
    fs.rmSync(path.join(root, 'package.json'));
    expect(compileWorker(entry, cacheDir)).toContain('first helper');
  });

  it('bundles each time without a cache folder', () => {
    expect(compileWorker(entry, null)).toContain('first helper');
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});
