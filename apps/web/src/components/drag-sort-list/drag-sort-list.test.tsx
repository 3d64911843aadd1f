import '../test-support/dom-polyfills.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DragSortList } from './drag-sort-list.tsx';

interface Column {
  id: string;
  name: string;
}
const start: Column[] = [
  { id: 'name', name: 'Name' },
  { id: 'os', name: 'Operating system' },
  { id: 'contact', name: 'Last contact' },
];

function Harness({ onReorder }: { onReorder: (items: Column[]) => void }) {
  const [items, setItems] = useState(start);
  return (
    <DragSortList
      label="Column order"
      items={items}
      getId={(c) => c.id}
      getLabel={(c) => c.name}
      onReorder={(next) => {
        setItems(next);
        onReorder(next);
      }}
    />
  );
}

function order(): string[] {
  return within(screen.getByRole('list', { name: 'Column order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('DragSortList', () => {
  // jsdom has no layout; give each list item a 40 px slot so the keyboard sensor can find neighbours.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li');
      const index = item ? Array.from(item.parentElement!.children).indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('names each handle and lists the items', () => {
    render(<Harness onReorder={vi.fn()} />);
    expect(order()).toEqual(['Name', 'Operating system', 'Last contact']);
    expect(screen.getByRole('button', { name: 'Move Operating system' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });

  it('moves an item down with Space, ArrowDown and Space', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Move Name' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(order()).toEqual(['Operating system', 'Name', 'Last contact']);
  });

  it('leaves the order alone when the move is cancelled with Escape', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Move Last contact' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    expect(onReorder).not.toHaveBeenCalled();
    expect(order()).toEqual(['Name', 'Operating system', 'Last contact']);
  });
});
