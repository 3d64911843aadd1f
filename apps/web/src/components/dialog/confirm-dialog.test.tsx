// The confirmation dialog: described by what happens, Cancel and the action each do their own, and
// both held while the action runs.
import '../test-support/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const props = (pending: boolean) => ({
  open: true,
  title: 'Delete Ops chat?',
  description: 'Rules that send through it stop sending there.',
  cancelLabel: 'Cancel',
  confirmLabel: 'Delete',
  pending,
  onCancel: vi.fn(),
  onConfirm: vi.fn(),
});

describe('ConfirmDialog', () => {
  it('is described by what happens and calls the action or Cancel', async () => {
    const user = userEvent.setup();
    const p = props(false);
    render(<ConfirmDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Ops chat?' });
    expect(dialog).toHaveAccessibleDescription('Rules that send through it stop sending there.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(p.onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledOnce();
  });

  it('holds both buttons and Escape while the action runs', async () => {
    const user = userEvent.setup();
    const p = props(true);
    render(<ConfirmDialog {...p} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(p.onCancel).not.toHaveBeenCalled();
  });
});
