// The built console the browser tests and the console benchmark serve: `npm test` builds it first; a
// bare run builds it here once when there is no build yet (a stale build is not rebuilt).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function ensureConsoleBuilt(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:web failed; the browser tests need the console');
}
