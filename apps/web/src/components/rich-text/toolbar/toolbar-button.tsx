// One icon button of the editor's toolbar: named for screen readers, pressed state for toggles.
import type { ReactNode } from 'react';
import { Tooltip } from '../../tooltip/tooltip.tsx';

export interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Set for toggles (bold, lists...); leave undefined for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
}

export function ToolbarButton({ label, icon, onClick, pressed, disabled = false }: ToolbarButtonProps) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className="rich-text-toolbar__button"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        // Keeps the editor's selection: a click on the button must not move focus out of the text first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {icon}
      </button>
    </Tooltip>
  );
}
