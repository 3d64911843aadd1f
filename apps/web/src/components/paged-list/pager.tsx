// Previous and next paging under a server-paged table, with the page count and item total.
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Zero-based, as the API counts. */
  page: number;
  totalPages: number;
  totalElements: number;
  onPageChange: (page: number) => void;
}

export function Pager({ page, totalPages, totalElements, onPageChange }: PagerProps) {
  const { t } = useTranslation('admin');
  const pageCount = Math.max(totalPages, 1);
  return (
    <nav className="pagination" aria-label={t('pager.label')}>
      <span>{t('pager.total', { count: totalElements })}</span>
      <button type="button" className="button" onClick={() => onPageChange(page - 1)} disabled={page <= 0}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page: page + 1, pageCount })}</span>
      <button
        type="button"
        className="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page + 1 >= pageCount}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
