// Checkbox propagation of the folder tree: down to loaded children, up as checked or half-checked.
import { describe, expect, it } from 'vitest';
import { applyCheck, checkStates, inheritCheck } from './tree-checks.ts';

const tree: Record<string, string[]> = {
  'C:/': ['C:/a', 'C:/b'],
  'C:/a': ['C:/a/1', 'C:/a/2'],
};
const childPaths = (p: string) => tree[p] ?? [];
const parentOf = (p: string) => Object.keys(tree).find((k) => tree[k]!.includes(p));

describe('folder tree checks', () => {
  it('checks a folder and everything loaded below it', () => {
    const checked = applyCheck(new Set(), 'C:/a', true, childPaths, parentOf);
    expect([...checked].sort()).toEqual(['C:/a', 'C:/a/1', 'C:/a/2']);
    const states = checkStates(['C:/'], checked, childPaths);
    expect(states.get('C:/')).toBe('indeterminate');
    expect(states.get('C:/b')).toBe(false);
  });

  it('checks the parent once all its children are checked, and unchecks it again', () => {
    let checked = applyCheck(new Set(), 'C:/a/1', true, childPaths, parentOf);
    expect(checkStates(['C:/'], checked, childPaths).get('C:/a')).toBe('indeterminate');
    checked = applyCheck(checked, 'C:/a/2', true, childPaths, parentOf);
    expect(checked.has('C:/a')).toBe(true);
    checked = applyCheck(checked, 'C:/b', true, childPaths, parentOf);
    expect(checked.has('C:/')).toBe(true);
    checked = applyCheck(checked, 'C:/a/1', false, childPaths, parentOf);
    expect(checked.has('C:/a')).toBe(false);
    expect(checked.has('C:/')).toBe(false);
    expect(checkStates(['C:/'], checked, childPaths).get('C:/')).toBe('indeterminate');
  });

  it('checks children that load under a checked folder', () => {
    expect([...inheritCheck(new Set(['C:/b']), 'C:/b', ['C:/b/x'])]).toEqual(['C:/b', 'C:/b/x']);
    expect([...inheritCheck(new Set(), 'C:/b', ['C:/b/x'])]).toEqual([]);
  });
});
