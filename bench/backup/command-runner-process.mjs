// The benchmark's command runner (command-runner.ts): spawns each command it is sent, times it from
// spawn to exit, and answers with its exit code, time and (when asked) output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

process.on('message', ({ id, command, args, env, collect }) => {
  const devNull = collect ? null : fs.openSync('/dev/null', 'w');
  const start = performance.now();
  const child = spawn(command, args, {
    env: env ?? process.env,
    stdio: ['ignore', collect ? 'pipe' : devNull, collect ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const answer = (reply) => {
    if (devNull !== null) fs.closeSync(devNull);
    process.send({ id, ...reply });
  };
  child.on('error', (err) => answer({ error: err.message }));
  child.on('close', (code) => answer({ code, ms: performance.now() - start, output }));
});
process.on('disconnect', () => process.exit(0));
