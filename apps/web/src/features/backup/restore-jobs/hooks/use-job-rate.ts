// The throughput and time left of a processing restore job, kept across the polls that refresh it.
import type { RestoreJob } from '@warden/domain';
import { useRef } from 'react';
import { addSample, type RateSample, rateOf, sampleOf, timeLeftMs } from '../job-rate.ts';

export function useJobRate(job: RestoreJob): { rate: number | null; timeLeft: number | null } {
  const samples = useRef<RateSample[]>([]);
  // Adding a report already seen changes nothing, so a repeated render is harmless.
  samples.current = addSample(samples.current, sampleOf(job));
  if (job.status !== 'processing') return { rate: null, timeLeft: null };
  const rate = rateOf(samples.current);
  return { rate, timeLeft: timeLeftMs(job, rate) };
}
