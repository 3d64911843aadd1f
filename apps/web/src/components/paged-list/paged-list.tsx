// The body of a list served a page at a time: a spinner while the page loads, the failure, the empty
// text, or the table the caller draws from the page's rows with the pager under it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@warden/domain';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../error-message/use-error-message.ts';
import { Pager } from '../pager/pager.tsx';
import { Spinner } from '../spinner/spinner.tsx';

export interface PagedListProps<T> {
  list: UseQueryResult<Paged<T>, Error>;
  /** Zero-based, as the API counts. */
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  failedText: (message: string) => string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}

export function PagedList<T>({
  list,
  page,
  onPageChange,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: PagedListProps<T>) {
  const errorMessage = useErrorMessage();
  return (
    <div className="table-wrap">
      {list.isPending ? (
        <Spinner label={loadingLabel} />
      ) : list.isError ? (
        <p role="alert" className="empty-state">
          {failedText(errorMessage(list.error))}
        </p>
      ) : list.data.results.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <>
          {children(list.data.results)}
          <Pager
            pageIndex={page}
            pageCount={list.data.totalPages}
            totalCount={list.data.totalElements}
            onPageChange={onPageChange}
          />
        </>
      )}
    </div>
  );
}
