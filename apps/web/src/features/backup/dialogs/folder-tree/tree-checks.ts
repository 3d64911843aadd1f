// Checkbox rules of the folder tree: checking a folder checks everything loaded below it, a folder
// whose loaded children are all checked is checked, and one with only some checked below is
// half-checked (indeterminate).
import type { CheckedState } from '../../../../components/checkbox/checkbox.tsx';

/** The loaded child folders of a path. */
export type ChildPaths = (path: string) => readonly string[];
/** The parent of a loaded path; undefined for the device's top level. */
export type ParentOf = (path: string) => string | undefined;

export function descendantsOf(path: string, childPaths: ChildPaths): string[] {
  const found: string[] = [];
  const stack = [...childPaths(path)];
  while (stack.length > 0) {
    const next = stack.pop()!;
    found.push(next);
    stack.push(...childPaths(next));
  }
  return found;
}

export function applyCheck(
  checked: ReadonlySet<string>,
  path: string,
  value: boolean,
  childPaths: ChildPaths,
  parentOf: ParentOf,
): Set<string> {
  const next = new Set(checked);
  for (const p of [path, ...descendantsOf(path, childPaths)]) {
    if (value) next.add(p);
    else next.delete(p);
  }
  for (let parent = parentOf(path); parent !== undefined; parent = parentOf(parent)) {
    const children = childPaths(parent);
    if (children.length > 0 && children.every((c) => next.has(c))) next.add(parent);
    else next.delete(parent);
  }
  return next;
}

/** Children loaded under a checked folder are checked too. */
export function inheritCheck(checked: ReadonlySet<string>, parent: string, children: readonly string[]) {
  if (!checked.has(parent)) return checked;
  return new Set([...checked, ...children]);
}

/** The shown state of every loaded folder below the given top-level paths. */
export function checkStates(
  topLevel: readonly string[],
  checked: ReadonlySet<string>,
  childPaths: ChildPaths,
): Map<string, CheckedState> {
  const states = new Map<string, CheckedState>();
  const visit = (path: string): CheckedState => {
    const below = childPaths(path).map(visit);
    const state: CheckedState = checked.has(path)
      ? true
      : below.some((s) => s !== false)
        ? 'indeterminate'
        : false;
    states.set(path, state);
    return state;
  };
  for (const path of topLevel) visit(path);
  return states;
}
