import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar, type SearchBarProps } from './search-bar.tsx';

function Harness(props: Partial<SearchBarProps> & { onReport: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBar
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onReport(next);
      }}
    />
  );
}

describe('SearchBar', () => {
  it('reports the text as typed when trimming is off', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' ab ');
    expect(onReport).toHaveBeenLastCalledWith(' ab ');
  });

  it('reports trimmed text but keeps spaces between words in the box', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} trim label="Search devices" />);
    const box = screen.getByRole('searchbox', { name: 'Search devices' });
    await user.type(box, '  web server ');
    expect(box).toHaveValue('  web server ');
    expect(onReport).toHaveBeenLastCalledWith('web server');
    expect(onReport.mock.calls.map(([value]) => value)).not.toContain(' ');
  });

  it('stops at the character limit, including pasted text', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} maxLength={5} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
    await user.clear(box);
    await user.click(box);
    await user.paste('123456789');
    expect(box).toHaveValue('12345');
    expect(onReport).toHaveBeenLastCalledWith('12345');
  });

  it('clears with the clear button', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'abc');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onReport).toHaveBeenLastCalledWith('');
  });
});
