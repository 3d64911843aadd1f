// The dialog frame: title, body and buttons; and one dialog at a time, so a step-up opened from a
// confirmation replaces it until it closes instead of stacking over it with the lower one showing.
import '../test-support/dom-polyfills.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CloseButton, DialogFrame } from './dialog-frame.tsx';

function ConfirmThenStepUp({ onClose }: { onClose: () => void }) {
  const [stepUp, setStepUp] = useState(false);
  return (
    <>
      <DialogFrame
        open
        onClose={onClose}
        title="Confirm delete data"
        actions={
          <>
            <CloseButton label="Cancel" />
            <button type="button" className="button" onClick={() => setStepUp(true)}>
              Delete
            </button>
          </>
        }
      >
        <p>The selected files are deleted with all their revisions.</p>
      </DialogFrame>
      <DialogFrame
        open={stepUp}
        onClose={() => setStepUp(false)}
        title="Confirm your password"
        actions={<CloseButton label="Back" />}
      >
        <p>Enter your password to continue.</p>
      </DialogFrame>
    </>
  );
}

describe('DialogFrame', () => {
  it('shows its title, body and buttons, and closes from its close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <DialogFrame open onClose={onClose} title="New Folder" actions={<CloseButton label="Close" />}>
        <p>Folder body</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New Folder' });
    expect(dialog).toHaveTextContent('Folder body');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close while busy or when not dismissible', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <DialogFrame open onClose={onClose} title="Saving" busy>
        <p>Body</p>
      </DialogFrame>,
    );
    await user.keyboard('{Escape}');
    rerender(
      <DialogFrame open onClose={onClose} title="Saving" dismissible={false}>
        <p>Body</p>
      </DialogFrame>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hides the confirmation while the step-up shows, and brings it back after', async () => {
    const user = userEvent.setup();
    render(<ConfirmThenStepUp onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your password' })).toBeVisible();
    // Nothing of the confirmation shows through: not its title, text nor buttons.
    await waitFor(() => expect(screen.getByText('Confirm delete data')).not.toBeVisible());
    expect(screen.getByText('The selected files are deleted with all their revisions.')).not.toBeVisible();
    expect(screen.getByText('Delete')).not.toBeVisible();
    expect(document.querySelectorAll('.dialog-overlay:not([hidden])')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Confirm your password')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Confirm delete data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
