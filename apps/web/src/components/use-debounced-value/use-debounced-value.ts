// A value that follows its source only once typing pauses, so a search box does not query per key.
import { useEffect, useState } from 'react';

/** Spec 001 §9: the search debounce of tables and the lists that search as one types. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Spec 001 §9: the remote fetch debounce, for pickers that ask the server as one types. */
export const REMOTE_FETCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
