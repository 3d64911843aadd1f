// /customerDashboard/:id/backup/:page: the organisation's devices with their backups, and 'Add device';
// without backup enabled, the get-started panel.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { AddDeviceButton } from './add-device/add-device-button.tsx';
import { BACKUP_MANAGE_PAGE } from './backup-pages.ts';
import { BackupDevicesTable } from './devices/backup-devices-table.tsx';
import { GetStartedPanel } from './get-started/get-started-panel.tsx';
import { useBackupEnabled } from './get-started/use-backup-enabled.ts';
import '../dashboard/dashboard.css';
import '../devices/devices.css';
import './backup.css';

export function CustomerBackupPage() {
  const { t } = useTranslation('backup');
  const { id, page } = useParams();
  const organization = useOrganizationDetail(id);
  const enabled = useBackupEnabled();

  if (page !== BACKUP_MANAGE_PAGE) return <NotFoundPage planned />;
  if (organization.notFound) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('browser.loading')} />;
  const org = organization.data;
  return (
    <section className="page backup-page">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      {enabled ? (
        <section className="card" aria-labelledby="customer-backup-devices">
          <header className="page__header">
            <h2 id="customer-backup-devices">{t('page.devicesTitle')}</h2>
            <AddDeviceButton organizationId={org.id} />
          </header>
          <BackupDevicesTable organizationId={org.id} />
        </section>
      ) : (
        <GetStartedPanel />
      )}
    </section>
  );
}
