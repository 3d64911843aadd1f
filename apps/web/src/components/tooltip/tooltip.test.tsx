import '../test-support/dom-polyfills.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('appears 100 ms after the pointer rests on the trigger', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Restart the device">
        <button type="button">Restart</button>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Restart' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Restart the device');
  });

  it('opens on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Restart the device">
        <button type="button">Restart</button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Restart the device');
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveAccessibleDescription('Restart the device');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('renders the trigger alone when there is nothing to say', () => {
    render(
      <Tooltip content="">
        <button type="button">Restart</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Restart' })).not.toHaveAttribute('data-state');
  });
});
