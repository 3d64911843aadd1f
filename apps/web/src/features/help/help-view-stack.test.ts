// The help panel's view stack: push, Back, search typing and the settled query.
import { describe, expect, it } from 'vitest';
import { type HelpPanelState, helpPanelReducer, initialHelpPanelState, topView } from './help-view-stack.ts';

const run = (...actions: Parameters<typeof helpPanelReducer>[1][]): HelpPanelState =>
  actions.reduce(helpPanelReducer, initialHelpPanelState);

describe('helpPanelReducer', () => {
  it('pushes views and pops them with Back, never below the default view', () => {
    const state = run({ type: 'push', view: 'supportRequest' });
    expect(state.stack).toEqual(['default', 'supportRequest']);
    const back = helpPanelReducer(state, { type: 'back' });
    expect(back.stack).toEqual(['default']);
    expect(helpPanelReducer(back, { type: 'back' })).toBe(back);
  });

  it('returns to a view already on the stack instead of stacking it twice', () => {
    const state = run({ type: 'push', view: 'supportRequest' }, { type: 'type', text: 'backup' });
    expect(state.stack).toEqual(['default', 'supportRequest', 'articles']);
    expect(helpPanelReducer(state, { type: 'push', view: 'supportRequest' }).stack).toEqual([
      'default',
      'supportRequest',
    ]);
  });

  it('typing pushes the article list once and leaves the query for the pause', () => {
    const state = run({ type: 'type', text: 'ba' }, { type: 'type', text: 'backup' });
    expect(state).toEqual({ stack: ['default', 'articles'], search: 'backup', query: '', articleId: null });
    expect(helpPanelReducer(state, { type: 'settle' }).query).toBe('backup');
  });

  it('clearing the text goes back and drops the query', () => {
    const state = run({ type: 'search', text: 'backup' }, { type: 'type', text: '  ' });
    expect(state).toEqual({ stack: ['default'], search: '', query: '', articleId: null });
  });

  it('a chosen search runs at once; Back from the list clears it', () => {
    const state = run({ type: 'push', view: 'supportRequest' }, { type: 'search', text: 'restore' });
    expect(state.query).toBe('restore');
    expect(topView(state)).toBe('articles');
    expect(helpPanelReducer(state, { type: 'back' })).toEqual({
      stack: ['default', 'supportRequest'],
      search: '',
      query: '',
      articleId: null,
    });
  });

  it('opens an article over the results, and Back returns to them with the search intact', () => {
    const listed = run({ type: 'search', text: 'restore' });
    const reading = helpPanelReducer(listed, { type: 'openArticle', id: 21 });
    expect(reading).toEqual({
      stack: ['default', 'articles', 'article'],
      search: 'restore',
      query: 'restore',
      articleId: 21,
    });
    const other = helpPanelReducer(reading, { type: 'openArticle', id: 22 });
    expect(other.stack).toEqual(['default', 'articles', 'article']);
    expect(other.articleId).toBe(22);
    expect(helpPanelReducer(reading, { type: 'back' })).toEqual({ ...listed, articleId: null });
  });

  it('a new search while reading shows the results in place of the article', () => {
    const reading = run({ type: 'openArticle', id: 5 });
    expect(reading.stack).toEqual(['default', 'article']);
    const searching = helpPanelReducer(reading, { type: 'type', text: 'agent' });
    expect(searching).toEqual({
      stack: ['default', 'articles'],
      search: 'agent',
      query: '',
      articleId: null,
    });
  });

  it('reset returns to the default view with an empty search', () => {
    expect(
      run({ type: 'push', view: 'supportRequest' }, { type: 'search', text: 'x y z' }, { type: 'reset' }),
    ).toEqual(initialHelpPanelState);
  });
});
