// The 8 resize handles of a selected image: a pointer drag resizes it live within the editor's bounds
// (corners keep the aspect ratio) and the final size is committed on release.
import { clampImageSize, richTextLimits } from '@warden/domain';
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';

export const RESIZE_DIRECTIONS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type ResizeDirection = (typeof RESIZE_DIRECTIONS)[number];

export interface ImageSize {
  width: number;
  height: number;
}

export interface ImageResizerProps {
  /** The size when the drag starts. */
  size: ImageSize;
  /** The editor's editable root, whose size bounds the image. */
  getEditorElement: () => HTMLElement | null;
  onResize: (size: ImageSize) => void;
  onResizeEnd: (size: ImageSize) => void;
}

interface Drag {
  pointerId: number;
  direction: ResizeDirection;
  startX: number;
  startY: number;
  start: ImageSize;
  editorWidth: number;
  editorHeight: number;
  last: ImageSize;
}

/**
 * The bounds the image may fill. The editor grows with its content up to its maximum height and
 * then scrolls, so its height is that maximum unless its content is taller already.
 */
function editorBounds(element: HTMLElement | null): { editorWidth: number; editorHeight: number } {
  const rect = element?.getBoundingClientRect();
  return {
    editorWidth: rect?.width ?? 0,
    editorHeight: Math.max(rect?.height ?? 0, richTextLimits.editorMaxHeightPx),
  };
}

/** The size a drag from `drag.start` by (dx, dy) on the given handle asks for, clamped. */
export function resizedSize(
  drag: Pick<Drag, 'direction' | 'start' | 'editorWidth' | 'editorHeight'>,
  dx: number,
  dy: number,
): ImageSize {
  const { direction, start } = drag;
  const horizontal = direction.includes('e') ? dx : direction.includes('w') ? -dx : 0;
  const vertical = direction.includes('s') ? dy : direction.includes('n') ? -dy : 0;
  const corner = direction.length === 2;
  return clampImageSize({
    width: start.width + horizontal,
    height: start.height + vertical,
    editorWidth: drag.editorWidth,
    editorHeight: drag.editorHeight,
    aspectRatio: corner && start.height > 0 ? start.width / start.height : null,
  });
}

export function ImageResizer({ size, getEditorElement, onResize, onResizeEnd }: ImageResizerProps) {
  const drag = useRef<Drag | null>(null);

  const begin = (direction: ResizeDirection) => (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    // The editor would otherwise move its selection to where the drag started.
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      direction,
      startX: event.clientX,
      startY: event.clientY,
      start: size,
      last: size,
      ...editorBounds(getEditorElement()),
    };
  };

  const move = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.preventDefault();
    current.last = resizedSize(current, event.clientX - current.startX, event.clientY - current.startY);
    onResize(current.last);
  };

  const end = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.preventDefault();
    event.stopPropagation();
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    onResizeEnd(current.last);
  };

  return (
    <>
      {RESIZE_DIRECTIONS.map((direction) => (
        <span
          key={direction}
          aria-hidden="true"
          data-direction={direction}
          className={`rte-image__handle rte-image__handle--${direction}`}
          onPointerDown={begin(direction)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      ))}
    </>
  );
}
