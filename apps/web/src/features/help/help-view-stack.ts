// The help panel's state as a pure reducer: a stack of views (default, article list, ticket form)
// and the search text, with the settled query the article search runs on.

export const helpViews = ['default', 'articles', 'ticket'] as const;
export type HelpView = (typeof helpViews)[number];

export interface HelpPanelState {
  stack: HelpView[];
  /** The text in the search box. */
  search: string;
  /** The text the article search runs for; follows `search` once typing pauses. */
  query: string;
}

export type HelpPanelAction =
  | { type: 'push'; view: HelpView }
  | { type: 'back' }
  /** Typing in the search box; the query waits for the pause. */
  | { type: 'type'; text: string }
  /** A search chosen in one go (a topic, the related-article count): no pause. */
  | { type: 'search'; text: string }
  /** The typing pause has passed. */
  | { type: 'settle' }
  | { type: 'reset' };

export const initialHelpPanelState: HelpPanelState = { stack: ['default'], search: '', query: '' };

export const topView = (state: HelpPanelState): HelpView => state.stack[state.stack.length - 1] ?? 'default';

/** A view already on the stack is returned to rather than stacked twice. */
function pushView(stack: HelpView[], view: HelpView): HelpView[] {
  const at = stack.indexOf(view);
  return at >= 0 ? stack.slice(0, at + 1) : [...stack, view];
}

function withSearch(state: HelpPanelState, text: string, query: string): HelpPanelState {
  if (text.trim() === '') {
    const stack = topView(state) === 'articles' ? state.stack.slice(0, -1) : state.stack;
    return { stack, search: '', query: '' };
  }
  return { stack: pushView(state.stack, 'articles'), search: text, query };
}

export function helpPanelReducer(state: HelpPanelState, action: HelpPanelAction): HelpPanelState {
  switch (action.type) {
    case 'push':
      return { ...state, stack: pushView(state.stack, action.view) };
    case 'back': {
      if (state.stack.length <= 1) return state;
      const leavingList = topView(state) === 'articles';
      return {
        stack: state.stack.slice(0, -1),
        search: leavingList ? '' : state.search,
        query: leavingList ? '' : state.query,
      };
    }
    case 'type':
      return withSearch(state, action.text, state.query);
    case 'search':
      return withSearch(state, action.text, action.text);
    case 'settle':
      return state.query === state.search ? state : { ...state, query: state.search };
    case 'reset':
      return initialHelpPanelState;
  }
}
