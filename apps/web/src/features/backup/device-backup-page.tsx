// /deviceDashboard/:id/backup/:page. 'manage' shows the backup browser, the device's restore jobs (for
// canViewAndRestoreBackupData, or any technician while file/folder backup is allowed) and, for
// canManageBackup, the plan editor; without backup enabled, the get-started panel and the plan editor,
// whose actions that would start backing up open the 'Backup' modal.
import { type Device, mayBrowseBackupData } from '@warden/domain';
import { memo } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../auth/hooks/use-session.ts';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { BACKUP_MANAGE_PAGE } from './backup-pages.ts';
import { BackupBrowser } from './browser/backup-browser.tsx';
import { GetStartedPanel } from './get-started/get-started-panel.tsx';
import { useBackupEnabled } from './get-started/use-backup-enabled.ts';
import { PlanEditor } from './plans/plan-editor.tsx';
import { RestoreJobsPanel } from './restore-jobs/index.ts';
import '../devices/devices.css';
import './backup.css';

// Memoised because every step in the browser is a history entry, and a new location re-renders the
// route's page; only the browser reads the location, so the restore jobs and plans need not re-render.
const DeviceBackup = memo(function DeviceBackup({ device }: { device: Device }) {
  const { permissions, divisionConfig } = useSession();
  const enabled = useBackupEnabled();
  if (!enabled)
    return (
      <div className="backup-page">
        <GetStartedPanel />
        {permissions.canManageBackup && <PlanEditor device={device} />}
      </div>
    );
  return (
    <div className="backup-page">
      <BackupBrowser device={device} />
      {mayBrowseBackupData(!!permissions.canViewAndRestoreBackupData, divisionConfig.features) && (
        <RestoreJobsPanel device={device} />
      )}
      {permissions.canManageBackup && <PlanEditor device={device} />}
    </div>
  );
});

export function DeviceBackupPage() {
  const { page } = useParams();
  if (page !== BACKUP_MANAGE_PAGE) return <NotFoundPage planned />;
  return <DevicePageFrame>{(device) => <DeviceBackup device={device} />}</DevicePageFrame>;
}
