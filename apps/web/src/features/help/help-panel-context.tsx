// Open state and view stack of the help panel, shared by the top-bar button and the panel itself.
// Held above the panel so closing it with its button keeps the place; Escape resets it.
import { HELP_SEARCH_DEBOUNCE_MS } from '@warden/domain';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import {
  type HelpPanelAction,
  type HelpPanelState,
  helpPanelReducer,
  initialHelpPanelState,
} from './help-view-stack.ts';

export const HELP_PANEL_ID = 'help-panel';

interface HelpPanelApi {
  open: boolean;
  setOpen: (open: boolean) => void;
  state: HelpPanelState;
  dispatch: Dispatch<HelpPanelAction>;
}

const HelpPanelContext = createContext<HelpPanelApi | null>(null);

export function HelpPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(helpPanelReducer, initialHelpPanelState);
  // Each keystroke restarts the pause; the search runs once the text has rested.
  useEffect(() => {
    if (state.search === state.query) return;
    const timer = setTimeout(() => dispatch({ type: 'settle' }), HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.search, state.query]);
  const api = useMemo(() => ({ open, setOpen, state, dispatch }), [open, state]);
  return <HelpPanelContext.Provider value={api}>{children}</HelpPanelContext.Provider>;
}

export function useHelpPanel(): HelpPanelApi {
  const api = useContext(HelpPanelContext);
  if (!api) throw new Error('useHelpPanel needs a HelpPanelProvider');
  return api;
}
