#!/usr/bin/env node
// Launches the agent: registers tsx so that the TypeScript sources run as they are, then the CLI.
import v8 from 'node:v8';
import { register } from 'tsx/esm/api';

// Between full collections V8 lets a small heap grow to about four times what is live, and what a
// backup of many small files leaves in it is mostly garbage. Growing by one and a half times what is
// live keeps the agent's peak near 200 MiB backing up 200,000 files, under its memory target of 256, and
// leaves the chunks' Buffers room between full collections of the small heap the agent keeps by loading
// only its part of the domain package (docs/performance.md, "2026-11-30: the agent's own domain
// surface"). V8 reads the factor at each collection, so setting it here takes effect.
v8.setFlagsFromString('--heap-growing-percent=150');
register();
// Before any of the agent's code runs: see its module.
const { paceOptimiser } = await import('../src/runtime/optimiser-pace.ts');
paceOptimiser();
const { main } = await import('../src/cli.ts');
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`warden-agent: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
