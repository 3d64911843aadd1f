// /customerDashboard/:id/ticketing and /deviceDashboard/:id/ticketing: the ticket list of one
// organisation or device, inside its dashboard, with "New ticket" pre-filling it.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { ScopedTickets } from './scoped-tickets.tsx';
import './tickets.css';

export function DeviceTicketsPage() {
  return (
    <DevicePageFrame>
      {(device) => <ScopedTickets scope={{ deviceId: device.id, name: device.displayName }} />}
    </DevicePageFrame>
  );
}

export function CustomerTicketsPage() {
  const { t } = useTranslation('tickets');
  const organization = useOrganizationDetail(useParams().id);
  if (organization.notFound) return <p className="empty-state">{t('organizationNotFound')}</p>;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('loading')} />;
  const org = organization.data;
  return (
    <section className="page dashboard customer-dashboard">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <ScopedTickets scope={{ organizationId: org.id, name: org.name }} />
    </section>
  );
}
