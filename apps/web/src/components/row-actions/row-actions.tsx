// A table row's "more actions" menu; each action can be hidden or disabled for the given row.
// A table shows many rows and few of their menus are ever opened, so each row starts with a plain
// button and mounts its menu (a Radix dropdown, costly per row) the first time it is used.
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useSharedT } from '../../i18n/use-shared-t.ts';
import { DropdownButton } from '../dropdown-button/dropdown-button.tsx';

export interface RowAction<T> {
  id: string;
  label: string;
  onSelect: (row: T) => void;
  hidden?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

const moreIcon = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <circle cx="3" cy="8" r="1.5" fill="currentColor" />
    <circle cx="8" cy="8" r="1.5" fill="currentColor" />
    <circle cx="13" cy="8" r="1.5" fill="currentColor" />
  </svg>
);

export function RowActions<T>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const { t } = useSharedT('widgets');
  const [used, setUsed] = useState(false);
  const items = actions
    .filter((action) => !action.hidden?.(row))
    .map((action) => ({
      id: action.id,
      label: action.label,
      disabled: action.disabled?.(row) ?? false,
      onSelect: () => action.onSelect(row),
    }));
  if (items.length === 0) return null;
  const label = t('rowActions.label');
  if (used) return <DropdownButton label={label} items={items} align="end" icon={moreIcon} defaultOpen />;
  // Opens on the same gestures as the menu's own trigger: a primary-button press, Enter, Space, ArrowDown.
  const openOnPointer = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    setUsed(true);
  };
  const openOnKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setUsed(true);
  };
  return (
    <button
      type="button"
      className="button dropdown-button dropdown-button--icon"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={openOnPointer}
      onKeyDown={openOnKey}
    >
      {moreIcon}
    </button>
  );
}
