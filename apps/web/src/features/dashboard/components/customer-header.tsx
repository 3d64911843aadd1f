// The customer dashboard's header: the organisation's name and description.
import type { OrganizationDetail } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';

export function CustomerHeader({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="page__header customer-header">
      <div className="customer-header__text">
        <h1>{organization.name}</h1>
        {organization.description && (
          <p className="customer-header__description">{organization.description}</p>
        )}
      </div>
      {organization.deleted && <StatusChip status="deleted" label={t('customer.deleted')} tone="danger" />}
    </header>
  );
}
