// Runs one verified script: its body in a temporary file, started with the interpreter for its
// language in a process group of its own, its variables in the environment, stopped at its timeout
// or on cancel (the whole group, within 2 s), its output streamed.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScriptRunOutcome, ScriptRunPayload } from '@warden/domain/agent';
import { interpreterFor } from './interpreters.ts';
import { type SessionSource, systemSessions } from './login-sessions.ts';
import { type OutputSink, OutputStream } from './output-stream.ts';
import { type Account, accountEnvironment, planRunAs } from './run-as.ts';

/** Between the polite signal and the one that cannot be ignored. */
const KILL_AFTER_MS = 1000;

export interface ScriptResult {
  outcome: ScriptRunOutcome;
  exitCode: number | null;
  reason: string | null;
  droppedBytes: number;
}

export interface ScriptOptions {
  /** Where the script starts: the device's root folder when the agent has one. */
  cwd?: string;
  /** Who is logged in, for LOGGED_IN_USER runs; the device's own sessions unless told. */
  sessions?: SessionSource;
  onStarted: () => void;
  onOutput: OutputSink;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') {
      spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { windowsHide: true, stdio: 'ignore' });
    } else {
      process.kill(-child.pid, signal);
    }
  } catch {
    // already gone
  }
}

export class ScriptProcess {
  private child: ChildProcess | null = null;
  private stopReason: { outcome: ScriptRunOutcome; reason: string | null } | null = null;
  readonly done: Promise<ScriptResult>;

  constructor(
    readonly payload: ScriptRunPayload,
    private options: ScriptOptions,
  ) {
    this.done = this.run();
  }

  /** Stops the script and everything it started. */
  cancel(): void {
    this.stop({ outcome: 'CANCELED', reason: null });
  }

  private stop(why: { outcome: ScriptRunOutcome; reason: string | null }): void {
    this.stopReason ??= why;
    const child = this.child;
    if (!child) return;
    killGroup(child, 'SIGTERM');
    setTimeout(() => killGroup(child, 'SIGKILL'), KILL_AFTER_MS).unref();
  }

  private async run(): Promise<ScriptResult> {
    const { payload } = this;
    const interpreter = interpreterFor(payload.language);
    if (typeof interpreter === 'string')
      return { outcome: 'REFUSED', exitCode: null, reason: interpreter, droppedBytes: 0 };
    const runAs = await planRunAs(payload.runAs, { sessions: this.options.sessions ?? systemSessions });
    if (!runAs.ok) return { outcome: runAs.outcome, exitCode: null, reason: runAs.reason, droppedBytes: 0 };
    const account: Account | null = runAs.account;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-script-'));
    const file = path.join(folder, `run-${payload.runId}${interpreter.extension}`);
    fs.writeFileSync(file, payload.body, { mode: 0o700 });
    // The user's process must read its own script; the folder stays closed to everyone else.
    if (account) for (const owned of [folder, file]) fs.chownSync(owned, account.uid, account.gid);
    const output = new OutputStream(this.options.onOutput);
    try {
      return await new Promise<ScriptResult>((resolve) => {
        const child = spawn(interpreter.command, [...interpreter.args, file], {
          cwd: this.options.cwd ?? folder,
          env: {
            ...process.env,
            ...(account ? accountEnvironment(account) : {}),
            ...Object.fromEntries(payload.env),
            WARDEN_RUN_ID: String(payload.runId),
          },
          ...(account ? { uid: account.uid, gid: account.gid } : {}),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: process.platform !== 'win32',
          windowsHide: true,
        });
        this.child = child;
        const timer = setTimeout(
          () =>
            this.stop({
              outcome: 'TIMED_OUT',
              reason: `The script ran past its timeout of ${payload.timeoutSeconds} s`,
            }),
          payload.timeoutSeconds * 1000,
        );
        child.stdout!.on('data', (chunk: Buffer) => output.write('stdout', chunk));
        child.stderr!.on('data', (chunk: Buffer) => output.write('stderr', chunk));
        child.once('spawn', () => {
          this.options.onStarted();
          // Cancelled before the process existed.
          if (this.stopReason) this.stop(this.stopReason);
        });
        child.once('error', (err: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          const reason =
            err.code === 'ENOENT' ? `${interpreter.command} was not found on this device` : err.message;
          resolve({ outcome: 'ERROR', exitCode: null, reason, droppedBytes: 0 });
        });
        child.once('close', (code) => {
          clearTimeout(timer);
          output.end();
          const stopped = this.stopReason;
          resolve({
            outcome: stopped?.outcome ?? 'EXITED',
            exitCode: code,
            reason: stopped?.reason ?? null,
            droppedBytes: output.droppedBytes,
          });
        });
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}
