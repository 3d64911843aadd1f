// Opening a level first loads its first page, then replaces the current level: a quick answer (the
// usual case) shows the new level whole in one render, without a loading state flashing in between,
// and the old level stays usable meanwhile. An answer slower than OPEN_WAIT_MS opens the level at
// once, showing its own loading state; the level's query joins the request already under way.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { listingSources } from '../hooks/use-backup-listings.ts';
import { type PagedSource, prefetchFirstPage } from '../hooks/use-backup-paged-rows.ts';
import type { Crumb } from './browse-trail.ts';

function levelSource(nodeId: number, crumb: Crumb): PagedSource<unknown> | null {
  switch (crumb.level) {
    case 'folders':
      return listingSources.folders(nodeId, crumb.plan.id);
    case 'folder':
      return listingSources.content(nodeId, crumb.plan.id, crumb.folder.entry.id);
    case 'search':
      return listingSources.search(nodeId, crumb.plan.id, crumb.term, crumb.within?.entry.id);
    case 'revisions': {
      const { target } = crumb;
      return listingSources.revisions(
        nodeId,
        crumb.plan.id,
        target.kind === 'file' ? target.entry.id : target.volume.fileId,
      );
    }
    default:
      // Plans and volumes are small calls of their own; an image folder needs its mount first.
      return null;
  }
}

const OPEN_WAIT_MS = 200;

/** Wraps `open` so that it waits, up to OPEN_WAIT_MS, for the level's first page. */
export function useOpenLevel(nodeId: number, open: (crumb: Crumb) => void): (crumb: Crumb) => void {
  const client = useQueryClient();
  const location = useLocation();
  // Only the latest open goes ahead, and none once the technician has moved elsewhere meanwhile:
  // a new location, or leaving the page (which unmounts the browser), cancels a waiting open.
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what cancels
  useEffect(() => {
    return () => {
      latest.current++;
    };
  }, [location.key]);
  return (crumb) => {
    const ticket = ++latest.current;
    const source = levelSource(nodeId, crumb);
    if (!source) {
      open(crumb);
      return;
    }
    const wait = new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MS));
    void Promise.race([prefetchFirstPage(client, source), wait]).then(() => {
      if (latest.current === ticket) open(crumb);
    });
  };
}
