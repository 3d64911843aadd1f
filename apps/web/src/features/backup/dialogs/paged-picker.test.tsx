// The paged picker loads its next page when scrolled to the end, and only when there is one.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedPicker, type PagedPickerProps } from './paged-picker.tsx';

const props = (overrides: Partial<PagedPickerProps>): PagedPickerProps => ({
  legend: 'Revision',
  options: [
    { value: 1, label: 'One' },
    { value: 2, label: 'Two' },
  ],
  value: null,
  onChange: () => {},
  emptyText: 'No revisions available',
  loading: false,
  error: false,
  hasMore: true,
  loadingMore: false,
  onLoadMore: () => {},
  ...overrides,
});

function scrollToEnd(list: HTMLElement) {
  Object.defineProperties(list, {
    scrollHeight: { configurable: true, value: 400 },
    clientHeight: { configurable: true, value: 200 },
  });
  list.scrollTop = 200;
  fireEvent.scroll(list);
}

describe('PagedPicker', () => {
  it('asks for the next page when scrolled to the end', () => {
    const onLoadMore = vi.fn();
    render(<PagedPicker {...props({ onLoadMore })} />);
    const list = screen.getByTestId('picker-list');
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 400 },
      clientHeight: { configurable: true, value: 200 },
    });
    list.scrollTop = 10;
    fireEvent.scroll(list);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollToEnd(list);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask when there is no further page', () => {
    const onLoadMore = vi.fn();
    render(<PagedPicker {...props({ onLoadMore, hasMore: false })} />);
    scrollToEnd(screen.getByTestId('picker-list'));
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
