// Many runs streaming output at once while a console reader per run follows the output long-poll:
// each line carries the time its piece left the agent, and the reader notes when it arrives.
import { scriptRunApi, scriptsApi } from '@warden/domain';
import type { Api } from '../support/api.ts';
import type { Fleet, SimAgent } from './fleet.ts';

/** The agent sends its output in pieces every 100 ms, as the real agent does (docs/scripts.md). */
const PIECE_INTERVAL_MS = 100;
/** Keeps a piece under the link's 32 KiB when a stalled loop leaves many lines due at once. */
const MAX_LINES_PER_PIECE = 200;

export interface StreamFigures {
  runs: number;
  linesSent: number;
  linesRead: number;
  /** Send to arrival at the reader, every line. */
  lagMs: number[];
  /** The lines sent during the first and the last second, to see whether the lag grows. */
  firstSecondLagMs: number[];
  lastSecondLagMs: number[];
  /** Lines sent per second per run, as achieved. */
  sendRate: number;
}

function stream(agent: SimAgent, runId: number, linesPerSecond: number, seconds: number, sent: Sent) {
  const total = linesPerSecond * seconds;
  const start = performance.now();
  let seq = 0;
  let line = 0;
  agent.send({ type: 'scriptStarted', runId });
  const timer = setInterval(() => {
    const now = performance.now();
    // Lines are due by the clock, so a late tick catches up rather than slowing the rate.
    const due = Math.min(
      total,
      Math.floor(((now - start) * linesPerSecond) / 1000),
      line + MAX_LINES_PER_PIECE,
    );
    if (due > line) {
      let data = '';
      for (; line < due; line++)
        data += `${String(line).padStart(6, '0')} ${now.toFixed(2)} ${'x'.repeat(40)}\n`;
      agent.send({ type: 'scriptOutput', runId, seq: ++seq, stream: 'stdout', data });
      sent.first ??= now;
      sent.last = now;
    }
    if (line === total) {
      clearInterval(timer);
      agent.send({
        type: 'scriptFinished',
        runId,
        outcome: 'EXITED',
        exitCode: 0,
        reason: null,
        droppedBytes: 0,
      });
    }
  }, PIECE_INTERVAL_MS);
}

interface Sent {
  first?: number;
  last?: number;
}

async function follow(
  admin: Api,
  runId: number,
  arrivals: { sentAt: number; lag: number }[],
): Promise<number> {
  let offset = 0;
  let partial = '';
  let lines = 0;
  for (;;) {
    const read = await admin.call(scriptRunApi.output, {
      params: { runId },
      query: { offset, waitMs: 25_000 },
    });
    const now = performance.now();
    for (const chunk of read.chunks) {
      const text = partial + chunk.text;
      const parts = text.split('\n');
      partial = parts.pop()!;
      for (const part of parts) {
        const sentAt = Number(part.split(' ')[1]);
        arrivals.push({ sentAt, lag: now - sentAt });
        lines++;
      }
    }
    offset = read.nextOffset;
    if (read.complete) return lines;
  }
}

export async function streamBench(
  admin: Api,
  fleet: Fleet,
  runs: number,
  linesPerSecond: number,
  seconds: number,
): Promise<StreamFigures> {
  const script = await admin.call(scriptsApi.create, {
    body: { name: 'Bench: chatty', language: 'SHELL', operatingSystems: ['LINUX'], body: 'yes' },
  });
  const sent: Sent = {};
  fleet.onRun = (agent, { payload }) => stream(agent, payload.runId, linesPerSecond, seconds, sent);
  const deviceIds = fleet.agents.slice(0, runs).map((a) => a.nodeId);
  const created = await admin.call(scriptRunApi.create, {
    body: { scriptId: script.id, deviceIds, variables: {} },
  });
  const arrivals: { sentAt: number; lag: number }[] = [];
  const read = await Promise.all(created.runs.map((run) => follow(admin, run.id, arrivals)));
  const first = sent.first ?? 0;
  const last = sent.last ?? 0;
  const linesSent = runs * linesPerSecond * seconds;
  return {
    runs,
    linesSent,
    linesRead: read.reduce((a, b) => a + b, 0),
    lagMs: arrivals.map((a) => a.lag),
    firstSecondLagMs: arrivals.filter((a) => a.sentAt < first + 1000).map((a) => a.lag),
    lastSecondLagMs: arrivals.filter((a) => a.sentAt > last - 1000).map((a) => a.lag),
    sendRate: linesSent / runs / Math.max(0.001, (last - first + PIECE_INTERVAL_MS) / 1000),
  };
}
