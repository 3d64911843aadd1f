// Row selection for any table: a select-all header box and per-row boxes; disabled rows explain why.
import { useTranslation } from 'react-i18next';
import { useSharedT } from '../../i18n/use-shared-t.ts';
import { Checkbox, type CheckedState } from '../checkbox/checkbox.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';
import { type SelectionMode, selectAllState, selectOne, toggleAll, toggleId } from './selection-state.ts';

export interface SelectableRowsOptions<T> {
  rows: readonly T[];
  getRowId: (row: T) => string;
  isRowDisabled?: (row: T) => boolean;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** 'all' (the default): many rows and a select-all box; 'one': one row only, no select-all. */
  mode?: SelectionMode;
}

export interface SelectableRows<T> {
  mode: SelectionMode;
  selectAll: { checked: CheckedState; disabled: boolean; onCheckedChange: () => void };
  isSelected: (row: T) => boolean;
  isDisabled: (row: T) => boolean;
  setRowSelected: (row: T, checked: boolean) => void;
}

export function useSelectableRows<T>({
  rows,
  getRowId,
  isRowDisabled,
  selected,
  onChange,
  mode = 'all',
}: SelectableRowsOptions<T>): SelectableRows<T> {
  const isDisabled = (row: T) => isRowDisabled?.(row) ?? false;
  const enabledIds = rows.filter((row) => !isDisabled(row)).map(getRowId);
  return {
    mode,
    selectAll: {
      checked: selectAllState(enabledIds, selected),
      disabled: mode === 'one' || enabledIds.length === 0,
      onCheckedChange: () => onChange(toggleAll(enabledIds, selected)),
    },
    isSelected: (row) => selected.includes(getRowId(row)),
    isDisabled,
    setRowSelected: (row, checked) => {
      if (isDisabled(row)) return;
      const id = getRowId(row);
      onChange(mode === 'one' ? selectOne(selected, id) : toggleId(selected, id, checked));
    },
  };
}

export function SelectAllCheckbox(props: SelectableRows<unknown>['selectAll']) {
  const { t } = useTranslation('widgets');
  return (
    <Checkbox
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={props.onCheckedChange}
      label={t('selection.selectAll')}
      hideLabel
    />
  );
}

export interface RowSelectCheckboxProps {
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name; defaults to "Select row". */
  label?: string;
}

export function RowSelectCheckbox({ checked, disabled, onCheckedChange, label }: RowSelectCheckboxProps) {
  const { t } = useSharedT('widgets');
  const box = (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      label={label ?? t('selection.selectRow')}
      hideLabel
    />
  );
  if (!disabled) return box;
  // A disabled control gets no pointer or focus events, so the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip content={t('selection.disabledRow')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to reach the reason */}
      <span className="row-select__disabled" tabIndex={0}>
        {box}
      </span>
    </Tooltip>
  );
}
