// The colour button: its bar shows the colour, it opens the panel and closes on Escape or a click
// outside with focus back on the button, and a disabled button opens nothing.
import '../test-support/dom-polyfills.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorPickerButton } from './color-picker-button.tsx';

const icon = <svg data-testid="icon" />;

describe('ColorPickerButton', () => {
  it('opens the panel under the button, applies a preset and closes on Escape with focus back', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPickerButton label="Text colour" color="rgb(18, 18, 18)" onChange={onChange} icon={icon} />);
    const button = screen.getByRole('button', { name: 'Text colour' });
    expect(button.querySelector('.color-picker-button__bar')).toHaveStyle({ backgroundColor: '#121212' });

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Text colour' });
    expect(screen.getByLabelText('Hex')).toHaveValue('#121212');
    await user.click(screen.getByRole('button', { name: '#4a90e2' }));
    expect(onChange).toHaveBeenCalledWith('#4a90e2');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere</p>
        <ColorPickerButton label="Background colour" color="" onChange={() => {}} icon={icon} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Background colour' }));
    const panel = await screen.findByRole('dialog', { name: 'Background colour' });
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('opens nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<ColorPickerButton label="Text colour" color="" onChange={() => {}} icon={icon} disabled />);
    const button = screen.getByRole('button', { name: 'Text colour' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
