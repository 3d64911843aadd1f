// The recent deliveries section: a status filter over the paged list.
import type { UseQueryResult } from '@tanstack/react-query';
import { type Delivery, type DeliveryStatus, deliveryStatuses, type Paged } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { DeliveriesTable } from './deliveries-table.tsx';

export interface DeliveriesPanelProps {
  list: UseQueryResult<Paged<Delivery>, Error>;
  page: number;
  onPageChange: (page: number) => void;
  status: DeliveryStatus | undefined;
  onStatusChange: (status: DeliveryStatus | undefined) => void;
}

export function DeliveriesPanel({ list, page, onPageChange, status, onStatusChange }: DeliveriesPanelProps) {
  const { t } = useTranslation('notificationChannels');
  const filterId = useId();
  return (
    <section className="notification-channels__deliveries" aria-labelledby={`${filterId}-title`}>
      <header className="notification-channels__deliveries-header">
        <h2 id={`${filterId}-title`}>{t('deliveries.title')}</h2>
        <label htmlFor={filterId}>{t('deliveries.statusFilter')}</label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) =>
            onStatusChange((event.target.value || undefined) as DeliveryStatus | undefined)
          }
        >
          <option value="">{t('deliveries.allStatuses')}</option>
          {deliveryStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`deliveries.status.${s}`)}
            </option>
          ))}
        </select>
      </header>
      <PagedList
        list={list}
        page={page}
        onPageChange={onPageChange}
        loadingLabel={t('deliveries.loading')}
        failedText={(message) => t('deliveries.loadFailed', { message })}
        emptyText={t('deliveries.empty')}
      >
        {(rows) => <DeliveriesTable deliveries={rows} />}
      </PagedList>
    </section>
  );
}
