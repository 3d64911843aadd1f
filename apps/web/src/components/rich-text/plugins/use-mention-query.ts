// The mention menu's search (spec 001, section 7): a query is sent after the 500 ms debounce and its
// answer kept for the editor's life, so typing back to an earlier query shows it at once without a call.
import { type MentionCandidate, richTextLimits } from '@warden/domain';
import { useEffect, useRef, useState } from 'react';

type Search = (query: string) => Promise<MentionCandidate[]>;

export interface MentionQueryState {
  candidates: MentionCandidate[];
  /** True from the keystroke until the answer for the current query arrives. */
  searching: boolean;
}

interface QueryCache {
  /** Searches sent, answered or not, so a query typed again while in flight is not sent twice. */
  pending: Map<string, Promise<MentionCandidate[]>>;
  /** Answers, shown at once when their query comes back. */
  answered: Map<string, MentionCandidate[]>;
}

const IDLE: MentionQueryState = { candidates: [], searching: false };

export function useMentionQuery(search: Search | undefined, query: string | null): MentionQueryState {
  // Kept per search function: another ticket's search answers differently.
  const caches = useRef(new WeakMap<Search, QueryCache>());
  const [state, setState] = useState<MentionQueryState>(IDLE);

  useEffect(() => {
    if (!search || !query) {
      setState(IDLE);
      return;
    }
    let cache = caches.current.get(search);
    if (!cache) {
      cache = { pending: new Map(), answered: new Map() };
      caches.current.set(search, cache);
    }
    const { pending: asked, answered } = cache;
    const known = answered.get(query);
    if (known) {
      setState({ candidates: known, searching: false });
      return;
    }
    let live = true;
    setState((s) => ({ candidates: s.candidates, searching: true }));
    const show = (pending: Promise<MentionCandidate[]>) =>
      pending.then(
        (candidates) => {
          if (live) setState({ candidates, searching: false });
        },
        () => {
          if (live) setState({ candidates: [], searching: false });
        },
      );
    const inFlight = asked.get(query);
    if (inFlight) {
      void show(inFlight);
      return () => {
        live = false;
      };
    }
    const timer = setTimeout(() => {
      const pending = search(query);
      asked.set(query, pending);
      pending.then(
        (candidates) => answered.set(query, candidates),
        // A failed search is asked again next time instead of being remembered.
        () => asked.delete(query),
      );
      void show(pending);
    }, richTextLimits.mention.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, query]);

  return state;
}
