// The colour panel: the 'Hex' field applies only a full six-digit value, presets and the hue slider
// apply at once, and dragging the square (or the arrow keys) reports a changing colour live.
import '../test-support/dom-polyfills.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESET_COLORS } from '@warden/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './color-picker.tsx';

function square() {
  const element = screen.getByRole('slider', { name: 'Saturation and brightness' });
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 50, width: 200, height: 150 }),
  );
  return element;
}

describe('ColorPicker', () => {
  it('starts from the default colour when given none', () => {
    render(<ColorPicker color="" onChange={() => {}} />);
    expect(screen.getByLabelText('Hex')).toHaveValue('#121212');
  });

  it('applies a typed hex only when it is # and exactly six hex digits', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker color="#121212" onChange={onChange} />);
    const hex = screen.getByLabelText('Hex');

    await user.clear(hex);
    await user.type(hex, '#12345');
    expect(hex).toHaveValue('#12345');
    await user.type(hex, 'g');
    expect(hex).toHaveValue('#12345g');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(hex);
    await user.type(hex, '#00ff00');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
  });

  it('offers the 15 presets as buttons named by colour, and applies one on click', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker color="#121212" onChange={onChange} />);
    const presets = screen.getByRole('group', { name: 'Preset colours' });
    expect(presets.querySelectorAll('button')).toHaveLength(15);
    const preset = PRESET_COLORS[0] ?? '';

    await user.click(screen.getByRole('button', { name: preset }));

    expect(onChange).toHaveBeenCalledWith(preset);
    expect(screen.getByLabelText('Hex')).toHaveValue(preset);
    expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports a changing colour live while the square is dragged, and stops on release', () => {
    const onChange = vi.fn();
    render(<ColorPicker color="#ff0000" onChange={onChange} />);
    const target = square();

    fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 300, clientY: 50 });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 200, clientY: 125 });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 100, clientY: 200 });
    // Beyond the square the knob stays on its edge.
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 500, clientY: -40 });
    fireEvent.pointerUp(target, { pointerId: 1, clientX: 500, clientY: -40 });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 150, clientY: 100 });

    expect(onChange.mock.calls.map(([hex]) => hex)).toEqual(['#ff0000', '#804040', '#000000', '#ff0000']);
    expect(screen.getByLabelText('Hex')).toHaveValue('#ff0000');
  });

  it('moves the knob with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker color="#ff0000" onChange={onChange} />);
    screen.getByRole('slider', { name: 'Saturation and brightness' }).focus();

    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{ArrowLeft}');

    expect(onChange.mock.calls.map(([hex]) => hex)).toEqual(['#e60000', '#e60202']);
  });

  it('keeps the hue when dragged through black, and changes it with the hue slider', () => {
    const onChange = vi.fn();
    render(<ColorPicker color="#0000ff" onChange={onChange} />);
    const target = square();
    fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 300, clientY: 50 });
    fireEvent.pointerUp(target, { pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith('#0000ff');

    fireEvent.change(screen.getByRole('slider', { name: 'Hue' }), { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
  });

  it('follows a colour set from outside', async () => {
    function Harness() {
      const [color, setColor] = useState('#121212');
      return (
        <>
          <button type="button" onClick={() => setColor('rgb(74, 144, 226)')}>
            Select other text
          </button>
          <ColorPicker color={color} onChange={setColor} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Select other text' }));
    expect(screen.getByLabelText('Hex')).toHaveValue('#4a90e2');
  });
});
