// A warden-agent run as its own process, the way a device runs it, with its memory sampled from
// /proc: current RSS while it works and the kernel's high-water mark (VmHWM).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runCommand } from './command-runner.ts';

const AGENT_BIN = path.resolve(import.meta.dirname, '../../apps/agent/bin/warden-agent.js');

function statusField(pid: number, field: string): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export class AgentProcess {
  private sampler: NodeJS.Timeout;
  private log: string[] = [];
  /** Highest RSS seen by sampling (bytes); VmHWM is the exact figure. */
  sampledPeak = 0;

  private constructor(readonly child: ChildProcess) {
    const keep = (data: Buffer) => {
      this.log.push(data.toString());
      if (this.log.length > 200) this.log.shift();
      if (process.env.BENCH_VERBOSE) process.stderr.write(`[agent] ${data}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.sampler = setInterval(() => {
      const rss = statusField(this.pid, 'VmRSS');
      if (rss !== null && rss > this.sampledPeak) this.sampledPeak = rss;
    }, 100);
  }

  /**
   * Enrols a device as a technician would, with the agent's own command in a process of its own (the
   * command runner's child, so the server's process is not forked for it): a request from the
   * benchmark's process could go out on a connection idle since an earlier step, which the server (in
   * the same process, its timers held up by the benchmark's work) closes as the request leaves, and
   * fail with ECONNRESET.
   */
  static async enroll(stateDir: string, serverUrl: string, token: string, hostname: string): Promise<number> {
    const args = [
      'enroll',
      '--server',
      serverUrl,
      '--token',
      token,
      '--state',
      stateDir,
      '--hostname',
      hostname,
    ];
    const { code, output } = await runCommand(process.execPath, [AGENT_BIN, ...args], { collect: true });
    const nodeId = /Enrolled as device (\d+)/.exec(output)?.[1];
    if (code !== 0 || !nodeId) throw new Error(`warden-agent enroll failed (exit ${code}):\n${output}`);
    return Number(nodeId);
  }

  /** BENCH_AGENT_NODE_ARGS adds Node options, e.g. "--cpu-prof --cpu-prof-dir=/tmp/agent-prof". */
  static start(stateDir: string, root: string): AgentProcess {
    const nodeArgs = (process.env.BENCH_AGENT_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(
      process.execPath,
      [...nodeArgs, AGENT_BIN, 'run', '--state', stateDir, '--root', root],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return new AgentProcess(child);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** The process's peak resident set since it started (bytes). */
  peakRss(): number {
    return statusField(this.pid, 'VmHWM') ?? this.sampledPeak;
  }

  output(): string {
    return this.log.join('');
  }

  /** Stops the agent (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  async stop(): Promise<void> {
    clearInterval(this.sampler);
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
