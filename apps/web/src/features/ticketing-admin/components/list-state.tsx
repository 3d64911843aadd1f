// The body of a settings list loaded whole: a spinner, the failure, the empty text, or the rows.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';

export interface ListStateProps<T> {
  query: UseQueryResult<T[], Error>;
  loadingLabel: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}

export function ListState<T>({ query, loadingLabel, emptyText, children }: ListStateProps<T>) {
  const { t } = useTranslation('ticketingAdmin');
  const errorMessage = useErrorMessage();
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <p role="alert" className="empty-state">
        {t('loadFailed', { message: errorMessage(query.error) })}
      </p>
    );
  if (query.data.length === 0) return <p className="empty-state">{emptyText}</p>;
  return <div className="table-wrap">{children(query.data)}</div>;
}
