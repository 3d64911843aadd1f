import '../test-support/dom-polyfills.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownButton, type DropdownItem } from './dropdown-button.tsx';

function items(onSelect = vi.fn()): DropdownItem[] {
  return [
    { id: 'run', label: 'Run script', onSelect },
    { id: 'restart', label: 'Restart', onSelect },
    { id: 'shutdown', label: 'Shut down', onSelect },
  ];
}

function renderDropdown(extra: Partial<Parameters<typeof DropdownButton>[0]> = {}) {
  render(
    <>
      <DropdownButton label="Actions" items={items()} {...extra} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Actions' });
}

describe('DropdownButton', () => {
  it('shows a chevron and toggles the menu on click', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    expect(button.querySelector('.dropdown-button__chevron')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('runs the chosen item and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownButton label="Actions" items={items(onSelect)} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Restart' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', '{Escape}'],
    ['Tab', '{Tab}'],
  ])('closes on %s and gives focus back to the button', async (_name, key) => {
    const user = userEvent.setup();
    const button = renderDropdown();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Run script' })).toHaveFocus();
    await user.keyboard(key);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes on an outside click and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('moves through the items with the arrow keys; ArrowUp wraps to the last item', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Run script' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Restart' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Run script' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Shut down' })).toHaveFocus();
  });

  it('opens 4 px below the button, at most 250 px tall and at least 200 px wide', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveStyle({ maxHeight: '250px', minWidth: '200px' });
    expect(menu).toHaveAttribute('data-side', 'bottom');
  });

  it('shows its optional tooltip', async () => {
    const user = userEvent.setup();
    const button = renderDropdown({ tooltip: 'Device actions' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Device actions');
  });
});
