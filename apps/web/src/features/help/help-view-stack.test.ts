// The help panel's view stack: push, Back, search typing and the settled query.
import { describe, expect, it } from 'vitest';
import { type HelpPanelState, helpPanelReducer, initialHelpPanelState, topView } from './help-view-stack.ts';

const run = (...actions: Parameters<typeof helpPanelReducer>[1][]): HelpPanelState =>
  actions.reduce(helpPanelReducer, initialHelpPanelState);

describe('helpPanelReducer', () => {
  it('pushes views and pops them with Back, never below the default view', () => {
    const state = run({ type: 'push', view: 'ticket' });
    expect(state.stack).toEqual(['default', 'ticket']);
    const back = helpPanelReducer(state, { type: 'back' });
    expect(back.stack).toEqual(['default']);
    expect(helpPanelReducer(back, { type: 'back' })).toBe(back);
  });

  it('returns to a view already on the stack instead of stacking it twice', () => {
    const state = run({ type: 'push', view: 'ticket' }, { type: 'type', text: 'backup' });
    expect(state.stack).toEqual(['default', 'ticket', 'articles']);
    expect(helpPanelReducer(state, { type: 'push', view: 'ticket' }).stack).toEqual(['default', 'ticket']);
  });

  it('typing pushes the article list once and leaves the query for the pause', () => {
    const state = run({ type: 'type', text: 'ba' }, { type: 'type', text: 'backup' });
    expect(state).toEqual({ stack: ['default', 'articles'], search: 'backup', query: '' });
    expect(helpPanelReducer(state, { type: 'settle' }).query).toBe('backup');
  });

  it('clearing the text goes back and drops the query', () => {
    const state = run({ type: 'search', text: 'backup' }, { type: 'type', text: '  ' });
    expect(state).toEqual({ stack: ['default'], search: '', query: '' });
  });

  it('a chosen search runs at once; Back from the list clears it', () => {
    const state = run({ type: 'push', view: 'ticket' }, { type: 'search', text: 'restore' });
    expect(state.query).toBe('restore');
    expect(topView(state)).toBe('articles');
    expect(helpPanelReducer(state, { type: 'back' })).toEqual({
      stack: ['default', 'ticket'],
      search: '',
      query: '',
    });
  });

  it('reset returns to the default view with an empty search', () => {
    expect(
      run({ type: 'push', view: 'ticket' }, { type: 'search', text: 'x y z' }, { type: 'reset' }),
    ).toEqual(initialHelpPanelState);
  });
});
