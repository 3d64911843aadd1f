// The dialogs open right now, in the order they opened. Only the newest one shows: a dialog opened
// from another (a password step-up over a delete confirmation) replaces it until it closes.
import { useEffect, useId, useSyncExternalStore } from 'react';

let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function update(next: readonly string[]) {
  stack = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this dialog is covered by one opened after it. */
export function useCoveredByNewerDialog(open: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    update([...stack, id]);
    return () => update(stack.filter((entry) => entry !== id));
  }, [open, id]);
  const current = useSyncExternalStore(subscribe, () => stack);
  const index = current.indexOf(id);
  return index !== -1 && index < current.length - 1;
}
