// Opening a level starts the request for its first page at once, so the request runs while the
// route changes and the level renders instead of after; the level's own query joins that request.
import { useQueryClient } from '@tanstack/react-query';
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

export function useLevelPrefetch(nodeId: number): (crumb: Crumb) => void {
  const client = useQueryClient();
  return (crumb) => {
    const source = levelSource(nodeId, crumb);
    if (source) prefetchFirstPage(client, source);
  };
}
