// A ticket's work timer. Its state lives in this browser's localStorage per ticket, so a reload or a
// second tab keeps it running; the time counts from stored instants, not from ticks, so a page that
// was asleep still shows the right total. Stopping logs the time as one time entry and resets it.
import { type TimeEntryInput, timeEntryInputSchema } from '@warden/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { z } from 'zod';

const keyOf = (ticketId: number) => `warden.tickets.timer.${ticketId}`;
// The time entry contract's own upper bound: a timer forgotten for longer logs at most that.
const MAX_SECONDS = timeEntryInputSchema.shape.seconds.maxValue ?? 7 * 24 * 3600;

const timerStateSchema = z.object({
  /** When the current run began (epoch ms); null while paused. */
  runningSince: z.number().nullable(),
  /** Time of earlier runs since the last reset. */
  banked: z.number().min(0),
  /** When the timer was first started since the last reset: the time entry's start. */
  firstStart: z.number(),
});
type TimerState = z.infer<typeof timerStateSchema>;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function read(ticketId: number): TimerState | null {
  try {
    const parsed = timerStateSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(ticketId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(ticketId: number, state: TimerState | null) {
  if (state) localStorage.setItem(keyOf(ticketId), JSON.stringify(state));
  else localStorage.removeItem(keyOf(ticketId));
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change to the same ticket's timer shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function elapsedMs(state: TimerState | null, now: number): number {
  if (!state) return 0;
  return state.banked + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));
}

export function startTimer(ticketId: number, now = Date.now()) {
  const state = read(ticketId);
  if (state?.runningSince != null) return;
  write(ticketId, { runningSince: now, banked: state?.banked ?? 0, firstStart: state?.firstStart ?? now });
}

export function pauseTimer(ticketId: number, now = Date.now()) {
  const state = read(ticketId);
  if (!state || state.runningSince === null) return;
  write(ticketId, { ...state, runningSince: null, banked: elapsedMs(state, now) });
}

export type LogTime = (input: TimeEntryInput) => Promise<unknown>;

/**
 * Stops the timer and logs its time (whole seconds, at least one; less logs nothing). The timer is
 * reset before the call so a second stop cannot log the time twice, and restored if logging fails.
 */
export async function stopTimer(ticketId: number, log: LogTime, now = Date.now()): Promise<void> {
  const state = read(ticketId);
  if (!state) return;
  const seconds = Math.min(MAX_SECONDS, Math.floor(elapsedMs(state, now) / 1000));
  write(ticketId, null);
  if (seconds < 1) return;
  try {
    await log({
      seconds,
      startDate: new Date(state.firstStart).toISOString(),
      remote: false,
      description: '',
    });
  } catch (error) {
    write(ticketId, state);
    throw error;
  }
}

/** A comment written while the timer runs closes that stretch of work: its time is logged. */
export async function stopTimerIfRunning(ticketId: number, log: LogTime): Promise<void> {
  if (read(ticketId)?.runningSince != null) await stopTimer(ticketId, log);
}

/** h:mm:ss, hours unbounded. */
export function formatElapsed(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** autoStart: the AUTOMATIC mode, which starts the timer when the ticket page opens. */
export function useTicketTimer(ticketId: number, log: LogTime, options: { autoStart: boolean }) {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(keyOf(ticketId)));
  const state = raw === null ? null : read(ticketId);
  const running = state?.runningSince != null;
  const [now, setNow] = useState(Date.now);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (options.autoStart) startTimer(ticketId);
  }, [ticketId, options.autoStart]);

  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [running]);

  const stop = useCallback(async () => {
    setError(null);
    try {
      await stopTimer(ticketId, log);
    } catch (failure) {
      setError(failure);
    }
  }, [ticketId, log]);

  return {
    running,
    started: state !== null,
    elapsedSeconds: Math.floor(elapsedMs(state, Math.max(now, state?.runningSince ?? 0)) / 1000),
    error,
    start: () => startTimer(ticketId),
    pause: () => pauseTimer(ticketId),
    stop,
  };
}
