// Button with a chevron that opens a keyboard-navigable menu of actions (Radix DropdownMenu).
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useRef, useState } from 'react';
import { Tooltip } from '../tooltip/tooltip.tsx';

/** Spec 001 §9: the menu opens 4 px below the button, at most 250 px tall; it is at least 200 px wide. */
export const DROPDOWN_OFFSET_PX = 4;
export const DROPDOWN_MAX_HEIGHT_PX = 250;
export const DROPDOWN_MIN_WIDTH_PX = 200;

export interface DropdownItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface DropdownButtonProps {
  /** Button text, or its accessible name when an icon is shown instead. */
  label: string;
  items: readonly DropdownItem[];
  tooltip?: string;
  /** Shows this icon in place of the text and chevron (e.g. a row's "more" button). */
  icon?: ReactNode;
  disabled?: boolean;
  align?: 'start' | 'end';
  className?: string;
  /** Mounts with the menu open (for a button that stood in for this one until it was first used). */
  defaultOpen?: boolean;
}

export function DropdownButton({
  label,
  items,
  tooltip,
  icon,
  disabled = false,
  align = 'start',
  className,
  defaultOpen = false,
}: DropdownButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const classes = ['button', 'dropdown-button', icon ? 'dropdown-button--icon' : '', className ?? ''];

  return (
    <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Tooltip content={tooltip}>
        <RadixMenu.Trigger asChild disabled={disabled}>
          <button
            ref={triggerRef}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            aria-label={icon ? label : undefined}
          >
            {icon ?? (
              <>
                <span>{label}</span>
                <svg
                  className="dropdown-button__chevron"
                  viewBox="0 0 12 12"
                  width="12"
                  height="12"
                  aria-hidden="true"
                >
                  <path
                    d="m3 4.5 3 3 3-3"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </>
            )}
          </button>
        </RadixMenu.Trigger>
      </Tooltip>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className="dropdown-menu"
          side="bottom"
          align={align}
          sideOffset={DROPDOWN_OFFSET_PX}
          loop
          style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX, minWidth: DROPDOWN_MIN_WIDTH_PX }}
          // Tab leaves the menu the way Escape does: closed, with focus back on the button.
          onKeyDown={(event) => {
            if (event.key === 'Tab') {
              event.preventDefault();
              setOpen(false);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          {items.map((item) => (
            <RadixMenu.Item
              key={item.id}
              className="dropdown-menu__item"
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
