// A scrollable single-choice list over a paged call: the next page loads when the list is scrolled
// to its end or with the 'Load more' control; an empty list says so. Revision and date pickers start
// on the newest option, so what a download or restore will use is always shown chosen.
import { type ReactNode, type UIEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';

export interface PickerOption {
  value: number;
  label: string;
}

export interface PagedPickerProps {
  legend: string;
  options: PickerOption[];
  value: number | null;
  onChange: (value: number) => void;
  emptyText: string;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Chooses the first option (the newest revision or job) as soon as there is one and none is chosen. */
  preselectFirst?: boolean;
}

/** How close to the end of the list (in px) scrolling starts loading the next page. */
const LOAD_AHEAD_PX = 24;

export function PagedPicker(props: PagedPickerProps) {
  const { legend, options, value, onChange, emptyText, loading, error, hasMore, loadingMore, onLoadMore } =
    props;
  const { t } = useTranslation('backupDialogs');
  const name = useId();
  const first = options[0]?.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new first option or a cleared choice matters
  useEffect(() => {
    if (props.preselectFirst && value === null && first !== undefined) onChange(first);
  }, [props.preselectFirst, value, first]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (!hasMore || loadingMore) return;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_AHEAD_PX) onLoadMore();
  };

  let content: ReactNode;
  if (loading) content = <Spinner label={t('picker.loading')} />;
  else if (error) content = <p className="form-error">{t('picker.loadFailed')}</p>;
  else if (options.length === 0) content = <p className="backup-picker__empty">{emptyText}</p>;
  else
    content = (
      <div className="backup-picker__list" onScroll={onScroll} data-testid="picker-list">
        {options.map((option) => (
          <label key={option.value} className="backup-picker__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {hasMore && (
          <button type="button" className="button button--link" disabled={loadingMore} onClick={onLoadMore}>
            {t('actions.loadMore')}
          </button>
        )}
      </div>
    );

  return (
    <fieldset className="backup-picker">
      <legend>{legend}</legend>
      {content}
    </fieldset>
  );
}
