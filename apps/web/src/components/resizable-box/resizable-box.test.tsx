import '../test-support/dom-polyfills.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESIZE_HANDLE_MIN_PX, ResizableBox } from './resizable-box.tsx';

function renderBox(onResizeEnd = vi.fn()) {
  const { container } = render(
    <ResizableBox
      label="Preview"
      defaultSize={{ width: 200, height: 100 }}
      minSize={{ width: 100, height: 50 }}
      maxSize={{ width: 400 }}
      onResizeEnd={onResizeEnd}
    >
      <p>Content</p>
    </ResizableBox>,
  );
  const box = container.querySelector<HTMLElement>('.resizable-box')!;
  const handle = screen.getByRole('button', { name: /Resize Preview/ });
  return { box, handle, onResizeEnd };
}

describe('ResizableBox', () => {
  it('has a handle of at least 20×20 px', () => {
    const { handle } = renderBox();
    expect(RESIZE_HANDLE_MIN_PX).toBe(20);
    expect(handle).toHaveStyle({ minWidth: '20px', minHeight: '20px' });
  });

  it('resizes while the pointer is held and reports the final size on release', () => {
    const { box, handle, onResizeEnd } = renderBox();
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 200, clientY: 100 });
    expect(box).toHaveAttribute('data-state', 'resizing');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 260, clientY: 130 });
    expect(box).toHaveStyle({ width: '260px', height: '130px' });
    expect(onResizeEnd).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 280, clientY: 140 });
    expect(box).toHaveAttribute('data-state', 'idle');
    expect(box).toHaveStyle({ width: '280px', height: '140px' });
    expect(onResizeEnd).toHaveBeenCalledWith({ width: 280, height: 140 });

    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400, clientY: 400 });
    expect(box).toHaveStyle({ width: '280px' });
  });

  it('stays within the minimum and maximum size', () => {
    const { box, handle, onResizeEnd } = renderBox();
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: -500, clientY: -500 });
    expect(onResizeEnd).toHaveBeenLastCalledWith({ width: 100, height: 50 });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 2, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(handle, { pointerId: 2, clientX: 900, clientY: 900 });
    expect(box).toHaveStyle({ width: '400px', height: '950px' });
  });

  it('resizes with the arrow keys', async () => {
    const user = userEvent.setup();
    const { box, handle, onResizeEnd } = renderBox();
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(box).toHaveStyle({ width: '210px', height: '120px' });
    expect(onResizeEnd).toHaveBeenLastCalledWith({ width: 210, height: 120 });
    expect(handle).toHaveAccessibleName('Resize Preview (210 × 120)');
  });
});
