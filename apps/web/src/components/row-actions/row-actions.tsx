// A table row's "more actions" menu; each action can be hidden or disabled for the given row.
import { useTranslation } from 'react-i18next';
import { DropdownButton } from '../dropdown-button/dropdown-button.tsx';

export interface RowAction<T> {
  id: string;
  label: string;
  onSelect: (row: T) => void;
  hidden?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
}

export function RowActions<T>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const { t } = useTranslation('widgets');
  const items = actions
    .filter((action) => !action.hidden?.(row))
    .map((action) => ({
      id: action.id,
      label: action.label,
      disabled: action.disabled?.(row) ?? false,
      onSelect: () => action.onSelect(row),
    }));
  if (items.length === 0) return null;
  return (
    <DropdownButton
      label={t('rowActions.label')}
      items={items}
      align="end"
      icon={
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      }
    />
  );
}
