// Search box that can trim what it reports and cap how many characters may be typed.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps {
  value: string;
  /** Receives the text as typed, or trimmed when `trim` is set. */
  onValueChange: (value: string) => void;
  /** Accessible name; defaults to "Search". */
  label?: string;
  placeholder?: string;
  trim?: boolean;
  maxLength?: number;
  className?: string;
}

function normalise(text: string, trim: boolean): string {
  return trim ? text.trim() : text;
}

export function SearchBar({
  value,
  onValueChange,
  label,
  placeholder,
  trim = false,
  maxLength,
  className,
}: SearchBarProps) {
  const { t } = useTranslation('widgets');
  const inputId = useId();
  // The box keeps the raw text so spaces can be typed between words even when trimming.
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((current) => (normalise(current, trim) === value ? current : value));
  }, [value, trim]);

  const change = (next: string) => {
    const limited = maxLength === undefined ? next : next.slice(0, maxLength);
    setText(limited);
    const reported = normalise(limited, trim);
    if (reported !== value) onValueChange(reported);
  };

  return (
    <div className={['search-bar', className ?? ''].filter(Boolean).join(' ')}>
      <svg className="search-bar__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m11 11 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <label htmlFor={inputId} className="visually-hidden">
        {label ?? t('searchBar.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="search-bar__input"
        value={text}
        placeholder={placeholder ?? t('searchBar.placeholder')}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className="search-bar__clear"
          aria-label={t('searchBar.clear')}
          onClick={() => change('')}
        >
          ×
        </button>
      )}
    </div>
  );
}
