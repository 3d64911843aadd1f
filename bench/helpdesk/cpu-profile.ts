// BENCH_CPU_PROFILE=<file>: the node process's CPU profile of one stretch of the benchmark (the first
// sweep), for Chrome's DevTools or any .cpuprofile reader.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling when asked to; the answer stops it and writes the profile. */
export async function startCpuProfile(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
