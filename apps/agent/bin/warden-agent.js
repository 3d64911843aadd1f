#!/usr/bin/env node
// Launches the agent: registers tsx so that the TypeScript sources run as they are, then the CLI.
import { register } from 'tsx/esm/api';

register();
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
