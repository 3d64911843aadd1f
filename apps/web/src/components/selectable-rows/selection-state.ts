// Pure selection rules: disabled rows never join a selection, and select-all covers enabled rows only.
import type { CheckedState } from '../checkbox/checkbox.tsx';

/**
 * The selection modes of spec 001, section 4: any number of rows with a select-all box, or one row
 * only, where choosing the only selected row again clears it.
 */
export type SelectionMode = 'all' | 'one';

/** Select-one-only: a row replaces the selection, and the only selected row chosen again clears it. */
export function selectOne(selected: readonly string[], id: string): string[] {
  return selected.length === 1 && selected[0] === id ? [] : [id];
}

export function toggleId(selected: readonly string[], id: string, checked: boolean): string[] {
  const without = selected.filter((existing) => existing !== id);
  return checked ? [...without, id] : without;
}

/** Header state over the rows on screen: all, some or none of the enabled ones selected. */
export function selectAllState(enabledIds: readonly string[], selected: readonly string[]): CheckedState {
  if (enabledIds.length === 0) return false;
  const chosen = new Set(selected);
  const count = enabledIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return false;
  return count === enabledIds.length ? true : 'indeterminate';
}

/**
 * Select-all adds every enabled row; when they are all selected already it removes them. Rows not on
 * screen keep their selection either way.
 */
export function toggleAll(enabledIds: readonly string[], selected: readonly string[]): string[] {
  if (selectAllState(enabledIds, selected) === true) {
    const onScreen = new Set(enabledIds);
    return selected.filter((id) => !onScreen.has(id));
  }
  const chosen = new Set(selected);
  return [...selected, ...enabledIds.filter((id) => !chosen.has(id))];
}
