// The agent's script runs: a signed run from the server is verified, run once (a run sent again
// after a reconnection is not started twice) and reported; cancel stops it. What the agent reports
// while its link is down waits and goes when the link is back, after saying which runs still go on.
import type { AgentToServer, ScriptRunPayload } from '@warden/domain/agent';
import type { SessionSource } from './login-sessions.ts';
import { ScriptProcess } from './script-process.ts';
import { verifyRun } from './verify-run.ts';

type Report = Extract<AgentToServer, { type: 'scriptStarted' | 'scriptOutput' | 'scriptFinished' }>;

/** Run ids remembered so that one sent again is not run again. */
const REMEMBERED_RUNS = 10_000;

export interface ScriptRunnerOptions {
  nodeId: number;
  /** The server's Ed25519 public key from enrolment. */
  publicKey: string | undefined;
  cwd?: string;
  /** Who is logged in, for LOGGED_IN_USER runs; the device's own sessions unless told. */
  sessions?: SessionSource;
  link: { readonly connected: boolean; send: (message: Report) => void };
  log: (message: string) => void;
  /** Why the device's policy refuses scripts now; undefined while it allows them. */
  refusal?: () => string | undefined;
}

export class ScriptRunner {
  private active = new Map<number, ScriptProcess>();
  private seen = new Set<number>();
  private held: Report[] = [];
  private stopped = false;

  constructor(private options: ScriptRunnerOptions) {}

  get runningJobs(): number {
    return this.active.size;
  }

  start(payload: ScriptRunPayload, signature: string): void {
    if (this.stopped || this.seen.has(payload.runId)) return;
    this.remember(payload.runId);
    const verdict = verifyRun(payload, signature, {
      publicKey: this.options.publicKey,
      nodeId: this.options.nodeId,
    });
    const refused = verdict.ok ? this.options.refusal?.() : verdict.reason;
    if (refused !== undefined) {
      this.options.log(`refused script run ${payload.runId}: ${refused}`);
      this.report({
        type: 'scriptFinished',
        runId: payload.runId,
        outcome: 'REFUSED',
        exitCode: null,
        reason: refused,
        droppedBytes: 0,
      });
      return;
    }
    const { runId } = payload;
    const run = new ScriptProcess(payload, {
      cwd: this.options.cwd,
      sessions: this.options.sessions,
      onStarted: () => this.report({ type: 'scriptStarted', runId }),
      onOutput: (piece) => this.report({ type: 'scriptOutput', runId, ...piece }),
    });
    this.active.set(runId, run);
    this.options.log(`script run ${runId} started`);
    void run.done.then((result) => {
      this.active.delete(runId);
      this.options.log(`script run ${runId} ended: ${result.outcome} ${result.exitCode ?? ''}`);
      this.report({ type: 'scriptFinished', runId, ...result });
    });
  }

  cancel(runId: number): void {
    this.active.get(runId)?.cancel();
  }

  /** After a (re)connection: the runs still going on, then what was held while the link was down. */
  resume(): void {
    for (const runId of this.active.keys()) this.options.link.send({ type: 'scriptStarted', runId });
    const held = this.held;
    this.held = [];
    for (const message of held) this.report(message);
  }

  /** Stops every script (the agent is stopping or its device was removed). */
  stop(): void {
    this.stopped = true;
    for (const run of this.active.values()) run.cancel();
  }

  private report(message: Report): void {
    if (this.options.link.connected) this.options.link.send(message);
    else this.held.push(message);
  }

  private remember(runId: number): void {
    this.seen.add(runId);
    if (this.seen.size > REMEMBERED_RUNS) this.seen.delete(this.seen.values().next().value!);
  }
}
