// One labelled filter of a list's filter bar: an "all" choice, then the values; choosing "all" clears it.
export interface FilterSelectProps<V extends string | number> {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}

export function FilterSelect<V extends string | number>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <label>
      <span>{label}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
