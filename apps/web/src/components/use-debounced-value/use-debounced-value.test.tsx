import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FETCH_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('names the table search and remote fetch debounces of spec 001 §9', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
    expect(REMOTE_FETCH_DEBOUNCE_MS).toBe(300);
  });

  it('follows the value only once it has stood still for the delay', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, REMOTE_FETCH_DEBOUNCE_MS),
      {
        initialProps: { value: '' },
      },
    );
    rerender({ value: 'fi' });
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_FETCH_DEBOUNCE_MS - 1));
    rerender({ value: 'file' });
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_FETCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('file');
  });
});
