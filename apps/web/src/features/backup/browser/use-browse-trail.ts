// The browser's trail lives in the browser history and its place in the URL: every level opened is
// a history entry, so Back and Forward walk the levels and a breadcrumb jump is one more entry, while
// the URL's parameters name the place, so a link opens the same folder for a colleague.
import { useLocation, useNavigate } from 'react-router-dom';
import { paramsFromPlace, placeFromParams, placeOfTrail, samePlace } from './browse-place.ts';
import {
  type Crumb,
  pushCrumb,
  ROOT_TRAIL,
  type Trail,
  type TrailState,
  trailFromState,
} from './browse-trail.ts';
import { type PlaceTrail, usePlaceTrail } from './use-place-trail.ts';

export interface BrowseTrail {
  /** The trail shown, or how far opening the URL's place has got. */
  place: PlaceTrail;
  trail: Trail;
  open: (crumb: Crumb) => void;
  /** Back to the crumb at `index` (0 is 'All plans'). */
  jumpTo: (index: number) => void;
  /** To 'All plans', also from a place that could not be opened. */
  home: () => void;
}

export function useBrowseTrail(nodeId: number): BrowseTrail {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const linked = placeFromParams(params);
  // The history entry's own trail, while it stands where the URL says (Back, reload), is kept whole:
  // it holds what a link leaves out, such as the search a folder was opened from. Without it (a link
  // opened anew) the trail is rebuilt from the place.
  const kept = trailFromState(location.state, nodeId);
  const keptHere = linked !== 'invalid' && samePlace(placeOfTrail(kept), linked);
  const resolved = usePlaceTrail(nodeId, keptHere || linked === 'invalid' ? null : linked);
  const place: PlaceTrail =
    linked === 'invalid' ? { status: 'missing' } : keptHere ? { status: 'ready', trail: kept } : resolved;
  const trail = place.status === 'ready' ? place.trail : ROOT_TRAIL;

  const go = (next: Trail, replace = false) => {
    const state: TrailState = { backupTrail: next, backupNodeId: nodeId };
    const search = paramsFromPlace(placeOfTrail(next), params).toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace, state: { ...(location.state as object | null), ...state } },
    );
  };
  return {
    place,
    trail,
    // A search refining the results shown replaces them, in the history as in the trail.
    open: (crumb) =>
      go(pushCrumb(trail, crumb), crumb.level === 'search' && trail.at(-1)?.level === 'search'),
    jumpTo: (index) => {
      if (index < trail.length - 1) go(trail.slice(0, index + 1));
    },
    home: () => go(ROOT_TRAIL),
  };
}
