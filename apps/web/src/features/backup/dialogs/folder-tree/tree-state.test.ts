// The folder tree's state: listings page by page, 'Load More' only at whole pages of 1000 with more
// to come, files left out, and a new folder placed among its siblings.
import type { DeviceFolderEntry } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { canLoadMore, type FolderListing, initialTreeState, TOP_LEVEL, treeReducer } from './tree-state.ts';

const listing = (fetched: number, nextCursor: string | null): FolderListing => ({
  status: 'loaded',
  entries: [],
  fetched,
  nextCursor,
  loadingMore: false,
});
const folder = (path: string): DeviceFolderEntry => ({ name: path.split('/').pop()!, path, type: 'folder' });

describe('folder tree state', () => {
  it("offers 'Load More' only for whole pages of 1000 with a next cursor", () => {
    expect(canLoadMore(listing(1000, '1000'))).toBe(true);
    expect(canLoadMore(listing(2000, '2000'))).toBe(true);
    expect(canLoadMore(listing(999, '999'))).toBe(false);
    expect(canLoadMore(listing(1000, null))).toBe(false);
    expect(canLoadMore(listing(0, null))).toBe(false);
  });

  it('keeps folders and drives, counts files, and appends further pages', () => {
    let state = treeReducer(initialTreeState, { type: 'loadStart', path: TOP_LEVEL, more: false });
    state = treeReducer(state, {
      type: 'loaded',
      path: '/srv',
      more: false,
      nextCursor: '2',
      entries: [folder('/srv/a'), { name: 'x.txt', path: '/srv/x.txt', type: 'file' }],
    });
    state = treeReducer(state, {
      type: 'loaded',
      path: '/srv',
      more: true,
      nextCursor: null,
      entries: [folder('/srv/b')],
    });
    expect(state.listings['/srv']!.entries.map((e) => e.path)).toEqual(['/srv/a', '/srv/b']);
    expect(state.listings['/srv']!.fetched).toBe(3);
    expect(state.parents['/srv/b']).toBe('/srv');
  });

  it('places a new folder among its siblings by name, once', () => {
    let state = treeReducer(initialTreeState, {
      type: 'loaded',
      path: '/srv',
      more: false,
      nextCursor: null,
      entries: [folder('/srv/a'), folder('/srv/c')],
    });
    state = treeReducer(state, { type: 'added', parent: '/srv', entry: folder('/srv/b') });
    state = treeReducer(state, { type: 'added', parent: '/srv', entry: folder('/srv/b') });
    expect(state.listings['/srv']!.entries.map((e) => e.name)).toEqual(['a', 'b', 'c']);
  });
});
