// The one pager of the console, under every list or table served a page at a time: first, previous,
// next, last, "page X of Y" and the item total.
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Zero-based, as the API counts. */
  pageIndex: number;
  pageCount: number;
  totalCount: number;
  onPageChange: (pageIndex: number) => void;
}

export function Pager({ pageIndex, pageCount, totalCount, onPageChange }: PagerProps) {
  const { t } = useTranslation('widgets');
  const lastPage = Math.max(pageCount, 1) - 1;
  const onFirst = pageIndex <= 0;
  const onLast = pageIndex >= lastPage;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <span className="pagination__total">{t('pagination.total', { count: totalCount })}</span>
      <button
        type="button"
        className="button button--ghost pagination__button"
        aria-label={t('pagination.first')}
        disabled={onFirst}
        onClick={() => onPageChange(0)}
      >
        «
      </button>
      <button
        type="button"
        className="button button--ghost pagination__button"
        aria-label={t('pagination.previous')}
        disabled={onFirst}
        onClick={() => onPageChange(pageIndex - 1)}
      >
        ‹
      </button>
      <span className="pagination__page" aria-live="polite">
        {t('pagination.page', { page: pageIndex + 1, pageCount: lastPage + 1 })}
      </span>
      <button
        type="button"
        className="button button--ghost pagination__button"
        aria-label={t('pagination.next')}
        disabled={onLast}
        onClick={() => onPageChange(pageIndex + 1)}
      >
        ›
      </button>
      <button
        type="button"
        className="button button--ghost pagination__button"
        aria-label={t('pagination.last')}
        disabled={onLast}
        onClick={() => onPageChange(lastPage)}
      >
        »
      </button>
    </nav>
  );
}
