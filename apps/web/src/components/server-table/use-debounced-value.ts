// Follows a value only after it has stopped changing for the given delay.
import { useEffect, useState } from 'react';

export function useDebouncedValue<V>(value: V, delayMs: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
