// Loads a device's folder tree from its agent: the top level first (and 'C:/' or '/' opened by
// itself), each folder's children when it is expanded, and further pages on 'Load More'.
import { type OsFamily, restoreApi } from '@warden/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { apiCall } from '../../../../api/client.ts';
import { checkStates } from '../folder-tree/tree-checks.ts';
import {
  autoExpandedRoot,
  childPathsOf,
  initialTreeState,
  TOP_LEVEL,
  treeReducer,
} from '../folder-tree/tree-state.ts';

export function useFolderTree(nodeId: number, family: OsFamily) {
  const [state, dispatch] = useReducer(treeReducer, initialTreeState);
  // Answers for a device that is no longer shown are dropped.
  const generation = useRef(0);

  const list = useCallback(
    async (path: string, cursor: string | null) => {
      const current = generation.current;
      const more = cursor !== null;
      dispatch({ type: 'loadStart', path, more });
      try {
        const answer = await apiCall(restoreApi.deviceFolders, {
          params: { nodeId },
          query: { path, cursor: cursor ?? undefined },
        });
        if (current !== generation.current) return null;
        dispatch({ type: 'loaded', path, entries: answer.entries, nextCursor: answer.nextCursor, more });
        return answer.entries;
      } catch {
        if (current === generation.current) dispatch({ type: 'failed', path });
        return null;
      }
    },
    [nodeId],
  );

  useEffect(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
    void list(TOP_LEVEL, null).then((roots) => {
      const root = roots?.find((entry) => entry.path === autoExpandedRoot(family));
      if (!root) return;
      dispatch({ type: 'expand', path: root.path, expanded: true });
      void list(root.path, null);
    });
    return () => {
      generation.current += 1;
    };
  }, [list, family]);

  const toggle = useCallback(
    (path: string, expanded: boolean) => {
      dispatch({ type: 'expand', path, expanded });
      const listing = state.listings[path];
      if (expanded && (!listing || listing.status === 'error')) void list(path, null);
    },
    [list, state.listings],
  );

  const loadMore = useCallback(
    (path: string) => {
      const cursor = state.listings[path]?.nextCursor;
      if (cursor) void list(path, cursor);
    },
    [list, state.listings],
  );

  const check = useCallback((path: string, value: boolean) => dispatch({ type: 'check', path, value }), []);

  /**
   * Shows a folder named with New Folder, which the device gets only when the restore is confirmed: it
   * counts as listed and empty, so expanding it asks the device nothing. A parent never listed is
   * listed first.
   */
  const addFolder = useCallback(
    (parent: string, name: string, path: string) => {
      dispatch({ type: 'expand', path: parent, expanded: true });
      const add = () => {
        dispatch({ type: 'added', parent, entry: { name, path, type: 'folder' } });
        dispatch({ type: 'loaded', path, entries: [], nextCursor: null, more: false });
      };
      if (state.listings[parent]?.status === 'loaded') add();
      else
        void list(parent, null).then((entries) => {
          if (entries) add();
        });
    },
    [list, state.listings],
  );

  const states = useMemo(() => {
    const top = state.listings[TOP_LEVEL]?.entries.map((e) => e.path) ?? [];
    return checkStates(top, state.checked, childPathsOf(state));
  }, [state]);

  return { state, checkStates: states, toggle, loadMore, check, addFolder };
}
