// The board editor: the spec's column choices (active attributes too, never `agreement` without PSA),
// adding, removing and reordering by keyboard drag, the sort field and direction, and its messages.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../components/test-support/dom-polyfills.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { SectionHarness } from '../testing/section-harness.tsx';
import { BoardEditor } from './board-editor.tsx';

const attribute = (id: number, name: string, active: boolean) => ({
  id,
  name,
  description: '',
  attributeType: 'TEXT',
  content: {},
  active,
});

beforeEach(() => {
  mockApi({
    'GET /api/ticketing/attributes': {
      body: [attribute(4, 'Contract', true), attribute(5, 'Legacy', false)],
    },
  });
  // jsdom has no layout; each list item gets a 40 px slot so the keyboard sensor finds neighbours.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item ? Array.from(item.parentElement!.children).indexOf(item) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
  });
});
afterEach(() => vi.restoreAllMocks());

const order = () =>
  within(screen.getByRole('list', { name: 'Columns' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.board-editor__column')?.firstChild?.textContent);

describe('BoardEditor', () => {
  it('offers the column choices and active attributes, and builds columns and sort', async () => {
    const onValue = vi.fn();
    const { user } = renderInShell(
      <SectionHarness section="board" Component={BoardEditor} automationType="BOARD" onValue={onValue} />,
    );
    expect(screen.getByText('Board rules need columns and a sort order')).toBeInTheDocument();
    const add = screen.getByLabelText('Add column');
    await within(add).findByRole('option', { name: 'Contract' });
    expect(within(add).queryByRole('option', { name: 'Legacy' })).toBeNull();
    expect(within(add).queryByRole('option', { name: /agreement/i })).toBeNull();
    expect(within(add).getAllByRole('option')).toHaveLength(1 + 22 + 1);
    await user.selectOptions(add, 'ID');
    await user.selectOptions(add, 'Subject');
    await user.selectOptions(add, 'Contract');
    expect(order()).toEqual(['ID', 'Subject', 'Contract']);
    expect(within(add).queryByRole('option', { name: 'Subject' })).toBeNull();
    expect(screen.queryByText('Board rules need columns and a sort order')).toBeNull();

    screen.getByRole('button', { name: 'Move Contract' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(order()).toEqual(['ID', 'Contract', 'Subject']);

    await user.click(screen.getByRole('button', { name: 'Remove column ID' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Subject');
    await user.selectOptions(screen.getByLabelText('Sort direction'), 'Ascending');
    expect(onValue).toHaveBeenLastCalledWith({
      columns: ['attribute:4', 'summary'],
      sortBy: { field: 'summary', direction: 'ASC' },
    });
  });

  it('asks for a column once the last one is removed', async () => {
    const { user } = renderInShell(
      <SectionHarness
        section="board"
        Component={BoardEditor}
        automationType="BOARD"
        initial={{ columns: ['id'], sortBy: { field: 'id', direction: 'DESC' } }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove column ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });
});
