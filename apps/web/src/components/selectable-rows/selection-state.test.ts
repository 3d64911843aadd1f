import { describe, expect, it } from 'vitest';
import { selectAllState, selectOne, toggleAll, toggleId } from './selection-state.ts';

describe('selection rules', () => {
  it('adds and removes single ids without duplicates', () => {
    expect(toggleId(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('reads the header state from the enabled rows only', () => {
    expect(selectAllState([], ['x'])).toBe(false);
    expect(selectAllState(['a', 'c'], [])).toBe(false);
    expect(selectAllState(['a', 'c'], ['a'])).toBe('indeterminate');
    expect(selectAllState(['a', 'c'], ['c', 'a', 'other-page'])).toBe(true);
  });

  it('selects all enabled rows, then clears them, keeping rows from other pages', () => {
    expect(toggleAll(['a', 'c'], ['other-page', 'a'])).toEqual(['other-page', 'a', 'c']);
    expect(toggleAll(['a', 'c'], ['other-page', 'a', 'c'])).toEqual(['other-page']);
  });

  it('select-one-only: a row replaces the selection; the only selected row again clears it', () => {
    expect(selectOne([], 'a')).toEqual(['a']);
    expect(selectOne(['a'], 'b')).toEqual(['b']);
    expect(selectOne(['a'], 'a')).toEqual([]);
    expect(selectOne(['a', 'b'], 'a')).toEqual(['a']);
  });
});
