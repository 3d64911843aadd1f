// A searchable picker over a paged source (spec 001 §7: pickers page by 50 and search as one types).
// The options load only once the picker opens; "Load more" appends the next page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import {
  REMOTE_FETCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../components/use-debounced-value/use-debounced-value.ts';
import type { PickerOption, PickerOptions } from '../hooks/use-picker-options.ts';
import './paged-picker.css';

export interface PagedPickerProps<V> {
  label: string;
  value: V | null;
  /** The chosen option's text, which the loaded page may not hold. */
  valueLabel: string | null;
  onChange: (value: V | null, label: string | null) => void;
  /** A hook answering the options for a search; called only while the picker is open. */
  source: (search: string) => PickerOptions<V>;
  /** Shows the search and options at once (a dialog's one field) instead of behind a button. */
  inline?: boolean;
  formatOption?: (option: PickerOption<V>) => string;
  /** What shows while nothing is chosen; "None" when omitted. */
  emptyLabel?: string;
  clearable?: boolean;
  disabled?: boolean;
  error?: string;
}

export function PagedPicker<V extends string | number>(props: PagedPickerProps<V>) {
  const { t } = useTranslation('tickets');
  const { label, value, valueLabel, onChange, inline = false, clearable = true, disabled = false } = props;
  const [open, setOpen] = useState(inline);
  const shown = value === null ? (props.emptyLabel ?? t('none')) : (valueLabel ?? String(value));
  const choose = (option: PickerOption<V>) => {
    onChange(option.value, option.label);
    if (!inline) setOpen(false);
  };
  return (
    <fieldset className="paged-picker">
      <legend className={inline ? 'visually-hidden' : 'paged-picker__label'}>{label}</legend>
      {!inline && (
        <div className="paged-picker__value">
          <span>{shown}</span>
          {!disabled && (
            <button
              type="button"
              className="button button--link"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {t('picker.choose', { label })}
            </button>
          )}
          {!disabled && clearable && value !== null && (
            <button type="button" className="button button--link" onClick={() => onChange(null, null)}>
              {t('picker.clear', { label })}
            </button>
          )}
        </div>
      )}
      {open && !disabled && <PickerOptionsList {...props} onChoose={choose} />}
      {props.error && (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function PickerOptionsList<V extends string | number>({
  label,
  value,
  source,
  formatOption,
  onChoose,
}: PagedPickerProps<V> & { onChoose: (option: PickerOption<V>) => void }) {
  const { t } = useTranslation('tickets');
  const [search, setSearch] = useState('');
  const options = source(useDebouncedValue(search, REMOTE_FETCH_DEBOUNCE_MS));
  const text = (option: PickerOption<V>) => {
    const base = formatOption ? formatOption(option) : option.label;
    return option.deleted ? t('deleted', { name: base }) : base;
  };
  return (
    <div className="paged-picker__options">
      <SearchBar
        label={t('picker.search', { label })}
        value={search}
        onValueChange={setSearch}
        maxLength={200}
        trim
      />
      {options.failed && <p role="alert">{t('picker.failed')}</p>}
      {!options.failed && options.options.length === 0 && !options.loading && (
        <p className="field__hint">{t('picker.empty')}</p>
      )}
      <ul className="paged-picker__list" aria-label={label} aria-busy={options.loading}>
        {options.options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="paged-picker__option"
              aria-pressed={option.value === value}
              disabled={option.deleted}
              onClick={() => onChoose(option)}
            >
              {text(option)}
            </button>
          </li>
        ))}
      </ul>
      {options.loading && <p className="field__hint">{t('picker.loading')}</p>}
      {options.hasMore && !options.loading && (
        <button type="button" className="button button--link" onClick={options.loadMore}>
          {t('picker.loadMore')}
        </button>
      )}
    </div>
  );
}
