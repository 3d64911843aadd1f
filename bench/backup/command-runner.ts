// Runs the benchmark's timed commands (curl, cat, restic) from a small process of their own. The
// benchmark's process also runs the Warden server, and every fork of it marks each page of the server's
// memory copy-on-write: the server then takes a page fault the first time it writes each page again,
// which a real server, forking nothing per request, never pays (on this machine's kind of virtual machine
// it tripled the download's time). One fork, at the start, instead of one per command.
import { type ChildProcess, fork } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  /** From spawn to exit, measured in the runner. */
  ms: number;
  /** stdout and stderr together, when collected. */
  output: string;
}

interface Reply {
  id: number;
  code?: number | null;
  ms?: number;
  output?: string;
  error?: string;
}

let runner: ChildProcess | null = null;
let nextId = 0;
const waiting = new Map<number, (reply: Reply) => void>();

function started(): ChildProcess {
  if (runner) return runner;
  const child = fork(new URL('./command-runner-process.mjs', import.meta.url), [], { stdio: 'inherit' });
  child.on('message', (reply: Reply) => {
    const done = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) child.channel?.unref();
    done?.(reply);
  });
  // The runner does not keep the benchmark running once nothing is waiting on it.
  child.unref();
  child.channel?.unref();
  runner = child;
  return child;
}

/** Runs command in the runner: its output discarded (stderr shown), or collected when collect is set. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; collect?: boolean } = {},
): Promise<CommandResult> {
  const child = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply) => {
      if (reply.error !== undefined) reject(new Error(`${command}: ${reply.error}`));
      else resolve({ code: reply.code ?? null, ms: reply.ms!, output: reply.output ?? '' });
    });
    child.channel?.ref();
    child.send({ id, command, args, env: options.env, collect: options.collect === true });
  });
}
