// Where a timed step's CPU went, from /proc: the machine's busy share of all its cores, and the CPU
// time of the processes named (the agent, this process, which runs the server), so a missed target
// shows whether a step waits or computes, and which process computes.
import fs from 'node:fs';
import os from 'node:os';

/** Linux reports process times in clock ticks of 10 ms (USER_HZ). */
const TICK_MS = 10;

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return null;
  }
}

/** Fields of a /proc stat line after the command's closing parenthesis. */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** utime + stime, in ms: the 12th and 13th of a stat line's fields. */
const statMs = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) * TICK_MS;

/**
 * The process's CPU time in ms: its own, and by kind of thread ("main", "libuv-worker", "V8 …"); and
 * its minor page faults (the 8th field), each a fresh page of memory, which costs far more on some
 * virtual machines than reusing memory already touched (docs/performance.md).
 */
function processMs(pid: number): { total: number; faults: number; threads: Map<string, number> } | null {
  try {
    const fields = statFields(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    const total = statMs(fields);
    const faults = Number(fields[7]);
    const threads = new Map<string, number>();
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        threads.set(name, (threads.get(name) ?? 0) + statMs(statFields(stat)));
      } catch {
        // The thread ended meanwhile.
      }
    }
    return { total, faults, threads };
  } catch {
    return null;
  }
}

export class CpuMeter {
  private machine = machineTicks();
  private start = performance.now();
  /** CLOCK_MONOTONIC, the clock `perf record -k mono` stamps samples with. */
  private monotonicStart = process.hrtime.bigint();
  private processes: Map<string, { pid: number; ms: ReturnType<typeof processMs> }>;

  /** processes: a label for each pid to account, e.g. { agent: 1234, server: process.pid }. */
  constructor(processes: Record<string, number>) {
    this.processes = new Map(
      Object.entries(processes).map(([label, pid]) => [label, { pid, ms: processMs(pid) }]),
    );
  }

  /** "CPU over 4.9 s: 1.62 of 2 cores busy (agent 9.10 s, 51200 page faults: main 4.2, …; server …)" since the start. */
  summary(): string {
    const wallMs = performance.now() - this.start;
    const now = machineTicks();
    const parts: string[] = [];
    for (const [label, { pid, ms }] of this.processes) {
      const end = processMs(pid);
      if (ms === null || end === null) continue;
      // Threads that ended during the step (libuv's pool lives on) are left out of the breakdown.
      const byThread = [...end.threads]
        .map(([name, t]) => [name, t - (ms.threads.get(name) ?? 0)] as const)
        .filter(([, t]) => t >= 50)
        .map(([name, t]) => `${name} ${(t / 1000).toFixed(2)}`)
        .join(', ');
      const faults = `${end.faults - ms.faults} page faults`;
      parts.push(`${label} ${((end.total - ms.total) / 1000).toFixed(2)} s, ${faults}: ${byThread}`);
    }
    let cores = '';
    if (this.machine && now && now.total > this.machine.total) {
      const share = (now.busy - this.machine.busy) / (now.total - this.machine.total);
      cores = `${(share * os.cpus().length).toFixed(2)} of ${os.cpus().length} cores busy`;
    }
    // BENCH_CLOCK=1 prints the step's span on the monotonic clock, to cut a system-wide profile to it.
    const seconds = (ns: bigint) => (Number(ns / 1000n) / 1e6).toFixed(3);
    const span = process.env.BENCH_CLOCK
      ? `; monotonic ${seconds(this.monotonicStart)}–${seconds(process.hrtime.bigint())} s`
      : '';
    return `CPU over ${(wallMs / 1000).toFixed(2)} s: ${cores}${parts.length ? ` (${parts.join('; ')})` : ''}${span}`;
  }
}
