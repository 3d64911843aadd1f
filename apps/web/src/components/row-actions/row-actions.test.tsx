import '../test-support/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RowAction, RowActions } from './row-actions.tsx';

interface Device {
  id: string;
  online: boolean;
  managed: boolean;
}

function actions(onRestart = vi.fn(), onRemove = vi.fn()): RowAction<Device>[] {
  return [
    { id: 'restart', label: 'Restart', onSelect: onRestart, disabled: (d) => !d.online },
    { id: 'remove', label: 'Remove', onSelect: onRemove, hidden: (d) => !d.managed },
  ];
}

describe('RowActions', () => {
  it('runs an action with its row', async () => {
    const user = userEvent.setup();
    const onRestart = vi.fn();
    const device = { id: 'd1', online: true, managed: true };
    render(<RowActions row={device} actions={actions(onRestart)} />);
    await user.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restart', 'Remove']);
    await user.click(screen.getByRole('menuitem', { name: 'Restart' }));
    expect(onRestart).toHaveBeenCalledWith(device);
  });

  it('hides and disables actions per row', async () => {
    const user = userEvent.setup();
    const onRestart = vi.fn();
    render(<RowActions row={{ id: 'd2', online: false, managed: false }} actions={actions(onRestart)} />);
    await user.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
    const restart = screen.getByRole('menuitem', { name: 'Restart' });
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    await user.click(restart);
    expect(onRestart).not.toHaveBeenCalled();
  });

  it('opens from the keyboard like the menu it stands in for, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<RowActions row={{ id: 'd4', online: true, managed: true }} actions={actions()} />);
    const button = screen.getByRole('button', { name: 'Row actions' });
    // The menu itself is only mounted once the button is used.
    expect(button).not.toHaveAttribute('data-state');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row actions' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
  });

  it('shows no menu when every action is hidden', () => {
    render(
      <RowActions
        row={{ id: 'd3', online: true, managed: false }}
        actions={actions().filter((a) => a.id === 'remove')}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });
});
