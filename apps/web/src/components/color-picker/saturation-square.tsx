// The saturation/brightness square of the colour panel: a knob dragged with the pointer (captured, so
// a drag that leaves the square keeps steering it) or moved with the arrow keys. Every move reports
// at once, so the text under the caret recolours while the knob moves.
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';

const KEY_STEP = 0.01;
const KEY_STEP_LARGE = 0.1;

function unit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export interface SaturationSquareProps {
  hue: number;
  saturation: number;
  value: number;
  label: string;
  valueText: string;
  heightPx: number;
  onMove: (next: { s: number; v: number }) => void;
}

export function SaturationSquare({
  hue,
  saturation,
  value,
  label,
  valueText,
  heightPx,
  onMove,
}: SaturationSquareProps) {
  const dragging = useRef(false);

  function moveTo(event: PointerEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    onMove({
      s: unit((event.clientX - rect.left) / rect.width),
      v: 1 - unit((event.clientY - rect.top) / rect.height),
    });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    // No text selection while dragging; focus still goes to the square so the arrow keys follow on.
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
    moveTo(event);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) moveTo(event);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, { s: number; v: number }> = {
      ArrowLeft: { s: saturation - step, v: value },
      ArrowRight: { s: saturation + step, v: value },
      ArrowUp: { s: saturation, v: value + step },
      ArrowDown: { s: saturation, v: value - step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onMove({ s: unit(next.s), v: unit(next.v) });
  }

  return (
    <div
      className="color-picker__square"
      style={{ height: heightPx, backgroundColor: `hsl(${hue} 100% 50%)` }}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(saturation * 100)}
      aria-valuetext={valueText}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <span
        className="color-picker__knob"
        style={{ left: `${saturation * 100}%`, top: `${(1 - value) * 100}%` }}
        aria-hidden="true"
      />
    </div>
  );
}
