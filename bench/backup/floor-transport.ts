// The floor of moving a backup's bytes between two Node processes: the bare backup's packs sent over
// HTTP on loopback (two requests in flight, kept-alive connections, as the agent uploads) to a plain
// Node server that takes each body whole (floor-sink-process.mjs), with the CPU of both ends.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CpuMeter } from './cpu-meter.ts';

const IN_FLIGHT = 2;

function put(agent: http.Agent, port: number, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/agent/chunks',
        agent,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error('refused'))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends every pack in the folder; answers the time and where the CPU went. */
export async function sendPacks(folder: string): Promise<{ ms: number; cpu: string; bytes: number }> {
  const packs = fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name)));
  const sink = fork(new URL('./floor-sink-process.mjs', import.meta.url), [], { stdio: 'inherit' });
  try {
    const port = await new Promise<number>((resolve) => sink.once('message', (p) => resolve(p as number)));
    const agent = new http.Agent({ keepAlive: true });
    const meter = new CpuMeter({ client: process.pid, server: sink.pid! });
    const start = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < packs.length) await put(agent, port, packs[next++]!);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const ms = performance.now() - start;
    agent.destroy();
    return { ms, cpu: meter.summary(), bytes: packs.reduce((n, p) => n + p.length, 0) };
  } finally {
    sink.disconnect();
  }
}
