// A labelled group of checkboxes that edits one list of values (operating systems, categories).
import { useId } from 'react';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';

export interface CheckGroupProps<V extends string | number> {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
  disabled?: boolean;
  /** Shown when there are no options. */
  emptyText?: string;
}

export function CheckGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  disabled = false,
  emptyText,
}: CheckGroupProps<V>) {
  const errorId = useId();
  const toggle = (option: V, checked: boolean) =>
    // Kept in the options' order, so a saved list does not depend on the order of the clicks.
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <fieldset
      className="field check-group"
      aria-invalid={!!error}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      <div className="check-group__options">
        {options.length === 0 && emptyText && <span className="field__hint">{emptyText}</span>}
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            disabled={disabled}
            onCheckedChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
