// A running restore's throughput and time left, from the progress the agent reports about once a
// second: the bytes gained over the last few reports, timed by when the server received each one.
import type { RestoreJob } from '@warden/domain';

export interface RateSample {
  at: number;
  bytes: number;
}

/** Long enough to smooth one slow report, short enough to follow a change of pace. */
export const RATE_WINDOW_MS = 10_000;

/** The samples with this one added: once per report, and from scratch when the count went back. */
export function addSample(samples: RateSample[], sample: RateSample): RateSample[] {
  const last = samples.at(-1);
  if (last && sample.at <= last.at) return samples;
  if (last && sample.bytes < last.bytes) return [sample];
  const next = [...samples, sample];
  return next.filter((s) => s.at >= sample.at - RATE_WINDOW_MS);
}

/** Bytes per second over the samples, or null until two reports a moment apart are known. */
export function rateOf(samples: RateSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 500) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

export function timeLeftMs(job: RestoreJob, rate: number | null): number | null {
  if (!rate || job.jobTotalBytes === null) return null;
  return (Math.max(0, job.jobTotalBytes - job.jobProcessedBytes) / rate) * 1000;
}

export const sampleOf = (job: RestoreJob): RateSample => ({
  at: Date.parse(job.updatedAt),
  bytes: job.jobProcessedBytes,
});
