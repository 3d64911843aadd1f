// The help panel's state as a pure reducer: a stack of views (default, article list, one article,
// support request form) and the search text, with the settled query the article search runs on.

export const helpViews = ['default', 'articles', 'article', 'supportRequest'] as const;
export type HelpView = (typeof helpViews)[number];

export interface HelpPanelState {
  stack: HelpView[];
  /** The text in the search box. */
  search: string;
  /** The text the article search runs for; follows `search` once typing pauses. */
  query: string;
  /** The article the article view shows. */
  articleId: number | null;
}

export type HelpPanelAction =
  | { type: 'push'; view: HelpView }
  /** Reads an article in the panel, over the view that listed it; Back returns there. */
  | { type: 'openArticle'; id: number }
  | { type: 'back' }
  /** Typing in the search box; the query waits for the pause. */
  | { type: 'type'; text: string }
  /** A search chosen in one go (a topic, the related-article count): no pause. */
  | { type: 'search'; text: string }
  /** The typing pause has passed. */
  | { type: 'settle' }
  | { type: 'reset' };

export const initialHelpPanelState: HelpPanelState = {
  stack: ['default'],
  search: '',
  query: '',
  articleId: null,
};

export const topView = (state: HelpPanelState): HelpView => state.stack[state.stack.length - 1] ?? 'default';

/** A view already on the stack is returned to rather than stacked twice. */
function pushView(stack: HelpView[], view: HelpView): HelpView[] {
  const at = stack.indexOf(view);
  return at >= 0 ? stack.slice(0, at + 1) : [...stack, view];
}

/** A search leaves the article being read: the results take its place. */
function withSearch(state: HelpPanelState, text: string, query: string): HelpPanelState {
  const reading = topView(state) === 'article';
  const base = reading ? state.stack.slice(0, -1) : state.stack;
  const articleId = reading ? null : state.articleId;
  if (text.trim() === '') {
    const stack = base.at(-1) === 'articles' ? base.slice(0, -1) : base;
    return { stack, search: '', query: '', articleId };
  }
  return { stack: pushView(base, 'articles'), search: text, query, articleId };
}

export function helpPanelReducer(state: HelpPanelState, action: HelpPanelAction): HelpPanelState {
  switch (action.type) {
    case 'push':
      return { ...state, stack: pushView(state.stack, action.view) };
    case 'openArticle': {
      const below = topView(state) === 'article' ? state.stack.slice(0, -1) : state.stack;
      return {
        ...state,
        stack: [...below.filter((view) => view !== 'article'), 'article'],
        articleId: action.id,
      };
    }
    case 'back': {
      if (state.stack.length <= 1) return state;
      const leaving = topView(state);
      // Back from an article returns to the list it came from, search and results intact.
      const leavingList = leaving === 'articles';
      return {
        stack: state.stack.slice(0, -1),
        search: leavingList ? '' : state.search,
        query: leavingList ? '' : state.query,
        articleId: leaving === 'article' ? null : state.articleId,
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
