#!/usr/bin/env node
// The whole test run, as CI and a new developer run it: lint, type check, unit and integration
// tests on SQLite, the server suites again on PostgreSQL, then the browser tests against a built
// console. It installs Chromium with apt when /usr/bin/chromium is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-tmp', 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}\n$ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    return false;
  }
  return run('install Chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

const vitest = (name, args, env) =>
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    env,
  );

const steps = [
  () => ensureChromium(),
  () => run('lint and format', 'npx', ['biome', 'check', '.']),
  () => run('type check', 'npx', ['tsc', '-b']),
  // Vitest runs one file fewer at a time than there are cores, so on two cores one: two took this
  // step from 500 to 320 s there. The PostgreSQL step stays at the default, since the database server
  // shares the cores (two at a time took it from 360 to 420 s).
  () => vitest('unit-and-sqlite', [`--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`]),
  () => vitest('postgres', ['--project', 'server', '--project', 'agent'], { WARDEN_TEST_DB: 'postgres' }),
  () => run('build console', 'npm', ['run', 'build:web']),
  () => vitest('browser', ['-c', 'e2e/vitest.config.ts']),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    // Keep going through the test suites so one run reports every failure.
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (!ok && failed === 0) failed = 1; // a failed lint, type check or build counts as a failure
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
