#!/usr/bin/env node
// Launches the agent: registers tsx so that the TypeScript sources run as they are, then the CLI.
import v8 from 'node:v8';
import { register } from 'tsx/esm/api';

// Between full collections V8 lets a small heap grow to about four times what is live, and what a
// backup of many small files leaves in it is mostly garbage: growing by half keeps the agent's peak
// near its live size (198 against 257 MiB backing up 200,000 files; docs/performance.md) for a few
// more, small, collections. V8 reads the factor at each collection, so setting it here takes effect.
v8.setFlagsFromString('--heap-growing-percent=50');
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
