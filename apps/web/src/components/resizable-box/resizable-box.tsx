// Box resized from a corner handle by pointer drag or arrow keys; the final size is reported on release.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §2: the resize handle is at least 20×20 px so it is easy to grab. */
export const RESIZE_HANDLE_MIN_PX = 20;
export const RESIZE_KEY_STEP_PX = 10;

export interface BoxSize {
  width: number;
  height: number;
}

export interface ResizableBoxProps {
  defaultSize: BoxSize;
  minSize?: BoxSize;
  maxSize?: Partial<BoxSize>;
  onResizeEnd?: (size: BoxSize) => void;
  /** Names the box for the handle's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
}

const clamp = (value: number, min: number, max = Number.POSITIVE_INFINITY) =>
  Math.min(Math.max(value, min), max);

export function ResizableBox({
  defaultSize,
  minSize = { width: RESIZE_HANDLE_MIN_PX, height: RESIZE_HANDLE_MIN_PX },
  maxSize = {},
  onResizeEnd,
  label,
  children,
  className,
}: ResizableBoxProps) {
  const { t } = useTranslation('widgets');
  const [size, setSize] = useState(defaultSize);
  const drag = useRef<{ x: number; y: number; start: BoxSize; pointerId: number } | null>(null);
  const [resizing, setResizing] = useState(false);

  const fit = (width: number, height: number): BoxSize => ({
    width: clamp(Math.round(width), minSize.width, maxSize.width),
    height: clamp(Math.round(height), minSize.height, maxSize.height),
  });

  const startDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: size, pointerId: event.pointerId };
    setResizing(true);
  };
  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setSize(
      fit(current.start.width + event.clientX - current.x, current.start.height + event.clientY - current.y),
    );
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setResizing(false);
    const final = fit(
      current.start.width + event.clientX - current.x,
      current.start.height + event.clientY - current.y,
    );
    setSize(final);
    onResizeEnd?.(final);
  };

  const resizeByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta: Record<string, [number, number]> = {
      ArrowRight: [RESIZE_KEY_STEP_PX, 0],
      ArrowLeft: [-RESIZE_KEY_STEP_PX, 0],
      ArrowDown: [0, RESIZE_KEY_STEP_PX],
      ArrowUp: [0, -RESIZE_KEY_STEP_PX],
    };
    const step = delta[event.key];
    if (!step) return;
    event.preventDefault();
    const next = fit(size.width + step[0], size.height + step[1]);
    setSize(next);
    onResizeEnd?.(next);
  };

  return (
    <div
      className={['resizable-box', resizing ? 'resizable-box--resizing' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={{ width: size.width, height: size.height }}
      data-state={resizing ? 'resizing' : 'idle'}
    >
      <div className="resizable-box__content">{children}</div>
      <button
        type="button"
        className="resizable-box__handle"
        aria-label={t('resizableBox.handle', { name: label, width: size.width, height: size.height })}
        style={{ minWidth: RESIZE_HANDLE_MIN_PX, minHeight: RESIZE_HANDLE_MIN_PX }}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={resizeByKey}
      />
    </div>
  );
}
