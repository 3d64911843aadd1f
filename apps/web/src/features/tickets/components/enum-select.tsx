// A labelled select over a fixed list of values, reporting the chosen one.
import { useId } from 'react';

export interface EnumSelectProps<V extends string | number> {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** The text of an empty first choice; none when omitted. */
  emptyLabel?: string;
  /** Called when the empty choice is taken; without it the empty choice only shows that none is set. */
  onClear?: () => void;
}

export function EnumSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  emptyLabel,
  onClear,
}: EnumSelectProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value === '') {
            onClear?.();
            return;
          }
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
