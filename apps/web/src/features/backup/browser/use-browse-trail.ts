// The browser's trail lives in the browser history: every level opened is a history entry, so Back and
// Forward walk the levels, and a breadcrumb jump is one more entry.
import { useLocation, useNavigate } from 'react-router-dom';
import { type Crumb, pushCrumb, type Trail, type TrailState, trailFromState } from './browse-trail.ts';

export interface BrowseTrail {
  trail: Trail;
  open: (crumb: Crumb) => void;
  /** Back to the crumb at `index` (0 is 'All plans'). */
  jumpTo: (index: number) => void;
}

export function useBrowseTrail(nodeId: number): BrowseTrail {
  const location = useLocation();
  const navigate = useNavigate();
  const trail = trailFromState(location.state, nodeId);
  const go = (next: Trail) => {
    const state: TrailState = { backupTrail: next, backupNodeId: nodeId };
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...(location.state as object | null), ...state } },
    );
  };
  return {
    trail,
    open: (crumb) => go(pushCrumb(trail, crumb)),
    jumpTo: (index) => {
      if (index < trail.length - 1) go(trail.slice(0, index + 1));
    },
  };
}
