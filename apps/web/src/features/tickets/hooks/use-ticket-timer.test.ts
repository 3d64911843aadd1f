// The ticket timer's clock and memory: elapsed time from stored instants, pause and resume, stop
// logging whole seconds (none under one) then resetting, AUTOMATIC start, and a reload that keeps it.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatElapsed, startTimer, stopTimer, useTicketTimer } from './use-ticket-timer.ts';

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => vi.useRealTimers());

describe('the timer hook', () => {
  it('counts while running, holds while paused, and shows h:mm:ss', () => {
    const log = vi.fn(async () => {});
    const { result } = renderHook(() => useTicketTimer(7, log, { autoStart: false }));
    expect(result.current).toMatchObject({ running: false, started: false, elapsedSeconds: 0 });
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(65_000));
    expect(result.current).toMatchObject({ running: true, elapsedSeconds: 65 });
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ running: false, started: true, elapsedSeconds: 65 });
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(formatElapsed(result.current.elapsedSeconds)).toBe('1:01:05');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the time on stop, from when it first started, then resets', async () => {
    const log = vi.fn(async () => {});
    const { result } = renderHook(() => useTicketTimer(7, log, { autoStart: false }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(90_500));
    await act(() => result.current.stop());
    expect(log).toHaveBeenCalledWith({
      seconds: 90,
      startDate: new Date(T0).toISOString(),
      remote: false,
      description: '',
    });
    expect(result.current).toMatchObject({ running: false, started: false, elapsedSeconds: 0 });
    expect(localStorage.length).toBe(0);
  });

  it('logs nothing for less than a second, and keeps the time when logging fails', async () => {
    startTimer(7, T0);
    const log = vi.fn(async () => {});
    await stopTimer(7, log, T0 + 999);
    expect(log).not.toHaveBeenCalled();

    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useTicketTimer(7, failing, { autoStart: false }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5_000));
    await act(() => result.current.stop());
    expect(failing).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ running: true, elapsedSeconds: 5 });
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it('starts by itself in AUTOMATIC mode, once', () => {
    const { result, rerender } = renderHook(() => useTicketTimer(7, async () => {}, { autoStart: true }));
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(2_000));
    rerender();
    expect(result.current.elapsedSeconds).toBe(2);
  });

  it('keeps running across a reload, per ticket', () => {
    startTimer(7, T0);
    const first = renderHook(() => useTicketTimer(7, async () => {}, { autoStart: false }));
    first.unmount();
    vi.setSystemTime(T0 + 125_000);
    const { result } = renderHook(() => useTicketTimer(7, async () => {}, { autoStart: false }));
    expect(result.current).toMatchObject({ running: true, elapsedSeconds: 125 });
    const other = renderHook(() => useTicketTimer(8, async () => {}, { autoStart: false }));
    expect(other.result.current).toMatchObject({ running: false, started: false, elapsedSeconds: 0 });
  });
});
