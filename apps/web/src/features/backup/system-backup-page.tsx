// /systemDashboard/backup/:page: the devices of every organisation with their backups; without backup
// enabled, the get-started panel.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { BACKUP_MANAGE_PAGE } from './backup-pages.ts';
import { BackupDevicesTable } from './devices/backup-devices-table.tsx';
import { GetStartedPanel } from './get-started/get-started-panel.tsx';
import { useBackupEnabled } from './get-started/use-backup-enabled.ts';
import '../devices/devices.css';
import './backup.css';

export function SystemBackupPage() {
  const { t } = useTranslation('backup');
  const { page } = useParams();
  const enabled = useBackupEnabled();
  if (page !== BACKUP_MANAGE_PAGE) return <NotFoundPage planned />;
  return (
    <section className="page backup-page">
      <header className="page__header">
        <h1>{t('page.systemTitle')}</h1>
      </header>
      {enabled ? <BackupDevicesTable /> : <GetStartedPanel />}
    </section>
  );
}
