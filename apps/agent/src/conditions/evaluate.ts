// One evaluation of one condition on this device: PASSING, TRIGGERED (with why) or NOT_SUPPORTED.
// CPU and memory trigger only once they have stayed above their threshold for the whole duration,
// so the caller keeps, per condition, since when the reading has been above it.
import {
  type ConditionResult,
  conditionSupported,
  NOT_SUPPORTED_MESSAGE,
  type OsFamily,
  type PolicyCondition,
} from '@warden/domain/agent';
import type { Probes } from './probes.ts';

export interface Outcome {
  result: ConditionResult;
  message: string;
}

/** Per condition: when the reading first went above the threshold, null while it is not. */
export interface Memory {
  aboveSince: number | null;
}

const passing = (message: string): Outcome => ({ result: 'PASSING', message });
const triggered = (message: string): Outcome => ({ result: 'TRIGGERED', message });
const pct = (n: number) => `${Math.round(n)}%`;

/** Answers null for a condition the server evaluates (agent offline). */
export async function evaluateCondition(
  condition: PolicyCondition,
  probes: Probes,
  os: OsFamily,
  memory: Memory,
  now: number,
): Promise<Outcome | null> {
  if (condition.type === 'AGENT_OFFLINE') return null;
  if (!conditionSupported(condition.type, os))
    return { result: 'NOT_SUPPORTED', message: NOT_SUPPORTED_MESSAGE };
  switch (condition.type) {
    case 'SERVICE_STOPPED':
    case 'WINDOWS_SERVICE':
      return (await probes.serviceRunning(condition.serviceName))
        ? passing(`Service ${condition.serviceName} is running`)
        : triggered(`Service ${condition.serviceName} is stopped`);
    case 'DISK_FREE_BELOW': {
      const low = (await probes.diskFree(condition.volume)).filter(
        (v) => v.freePercent < condition.thresholdPercent,
      );
      if (!low.length) return passing(`Free disk space is at least ${condition.thresholdPercent}%`);
      return triggered(
        `Free disk space below ${condition.thresholdPercent}%: ${low.map((v) => `${v.volume} ${pct(v.freePercent)}`).join(', ')}`,
      );
    }
    case 'CPU_ABOVE':
    case 'MEMORY_ABOVE': {
      const what = condition.type === 'CPU_ABOVE' ? 'CPU' : 'Memory';
      const reading =
        condition.type === 'CPU_ABOVE' ? await probes.cpuPercent() : await probes.memoryPercent();
      if (reading <= condition.thresholdPercent) {
        memory.aboveSince = null;
        return passing(`${what} use ${pct(reading)}`);
      }
      memory.aboveSince ??= now;
      const forMs = condition.durationMinutes * 60_000;
      return now - memory.aboveSince >= forMs
        ? triggered(
            `${what} use ${pct(reading)}, above ${condition.thresholdPercent}% for ${condition.durationMinutes} min`,
          )
        : passing(
            `${what} use ${pct(reading)}, above ${condition.thresholdPercent}% for less than ${condition.durationMinutes} min`,
          );
    }
    default:
      // Windows-only checks on Windows: this agent has no defrag, media or restore-point probe yet.
      return { result: 'NOT_SUPPORTED', message: 'This agent cannot evaluate this condition yet' };
  }
}
