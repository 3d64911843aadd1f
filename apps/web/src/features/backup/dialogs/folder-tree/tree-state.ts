// The folder tree's state: each listed folder's children (folders and drives only, loaded page by
// page), which folders are expanded, and which are checked.
import { type DeviceFolderEntry, type OsFamily, PAGE_SIZES } from '@warden/domain';
import { applyCheck, inheritCheck } from './tree-checks.ts';

/** The device's top level: listing the empty path gives the drives on Windows and "/" elsewhere. */
export const TOP_LEVEL = '';

export interface FolderListing {
  status: 'loading' | 'loaded' | 'error';
  /** Folders and drives; files are not restore destinations. */
  entries: DeviceFolderEntry[];
  /** How many entries (files included) the device has answered so far. */
  fetched: number;
  nextCursor: string | null;
  loadingMore: boolean;
}

export interface TreeState {
  listings: Record<string, FolderListing>;
  parents: Record<string, string>;
  expanded: ReadonlySet<string>;
  checked: ReadonlySet<string>;
}

export type TreeAction =
  | { type: 'reset' }
  | { type: 'loadStart'; path: string; more: boolean }
  | { type: 'loaded'; path: string; entries: DeviceFolderEntry[]; nextCursor: string | null; more: boolean }
  | { type: 'failed'; path: string }
  | { type: 'expand'; path: string; expanded: boolean }
  | { type: 'check'; path: string; value: boolean }
  | { type: 'added'; parent: string; entry: DeviceFolderEntry };

export const initialTreeState: TreeState = {
  listings: {},
  parents: {},
  expanded: new Set(),
  checked: new Set(),
};

/** The folder that opens by itself once the top level is listed. */
export function autoExpandedRoot(family: OsFamily): string {
  return family === 'windows' ? 'C:/' : '/';
}

/** 'Load More' is offered when a listing is a whole number of full pages and the device has more. */
export function canLoadMore(listing: FolderListing): boolean {
  return listing.fetched > 0 && listing.fetched % PAGE_SIZES.tree === 0 && listing.nextCursor !== null;
}

export const childPathsOf = (state: TreeState) => (path: string) =>
  state.listings[path]?.entries.map((e) => e.path) ?? [];
export const parentOf = (state: TreeState) => (path: string) => {
  const parent = state.parents[path];
  return parent === TOP_LEVEL ? undefined : parent;
};

const isFolder = (entry: DeviceFolderEntry) => entry.type !== 'file';
const byName = (a: DeviceFolderEntry, b: DeviceFolderEntry) => a.name.localeCompare(b.name);
const emptyListing: FolderListing = {
  status: 'loading',
  entries: [],
  fetched: 0,
  nextCursor: null,
  loadingMore: false,
};

function withListing(state: TreeState, path: string, change: Partial<FolderListing>): TreeState {
  const listing = { ...(state.listings[path] ?? emptyListing), ...change };
  return { ...state, listings: { ...state.listings, [path]: listing } };
}

function loaded(state: TreeState, action: Extract<TreeAction, { type: 'loaded' }>): TreeState {
  const previous = action.more ? state.listings[action.path] : undefined;
  const folders = action.entries.filter(isFolder);
  const parents = { ...state.parents };
  for (const entry of folders) parents[entry.path] = action.path;
  const next = withListing({ ...state, parents }, action.path, {
    status: 'loaded',
    entries: [...(previous?.entries ?? []), ...folders],
    fetched: (previous?.fetched ?? 0) + action.entries.length,
    nextCursor: action.nextCursor,
    loadingMore: false,
  });
  const checked = inheritCheck(
    state.checked,
    action.path,
    folders.map((f) => f.path),
  );
  return { ...next, checked };
}

export function treeReducer(state: TreeState, action: TreeAction): TreeState {
  switch (action.type) {
    case 'reset':
      return initialTreeState;
    case 'loadStart':
      return action.more
        ? withListing(state, action.path, { loadingMore: true })
        : withListing(state, action.path, { ...emptyListing });
    case 'loaded':
      return loaded(state, action);
    case 'failed':
      return withListing(state, action.path, { status: 'error', loadingMore: false });
    case 'expand': {
      const expanded = new Set(state.expanded);
      if (action.expanded) expanded.add(action.path);
      else expanded.delete(action.path);
      return { ...state, expanded };
    }
    case 'check':
      return {
        ...state,
        checked: applyCheck(state.checked, action.path, action.value, childPathsOf(state), parentOf(state)),
      };
    case 'added': {
      const listing = state.listings[action.parent];
      if (!listing || listing.entries.some((e) => e.path === action.entry.path)) return state;
      const next = withListing(state, action.parent, {
        entries: [...listing.entries, action.entry].sort(byName),
      });
      return { ...next, parents: { ...next.parents, [action.entry.path]: action.parent } };
    }
  }
}
