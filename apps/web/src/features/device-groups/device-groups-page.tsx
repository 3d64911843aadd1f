// Administration › Devices › Groups: every device group the technician sees, searched by name and
// paged by the server; a new group opens its page once saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ServerTable } from '../../components/server-table/server-table.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useGroupColumns } from './components/group-columns.tsx';
import { GroupDialog } from './components/group-dialog.tsx';
import { deviceGroupsQueryKey } from './hooks/device-group-keys.ts';
import { fetchGroupPage } from './hooks/use-group-fetchers.ts';
import './device-groups.css';

export function DeviceGroupsPage() {
  const { t } = useTranslation('deviceGroups');
  const canManage = useSession().permissions.canManageDevices;
  const navigate = useNavigate();
  const columns = useGroupColumns();
  const [creating, setCreating] = useState(false);
  return (
    <section className="page device-groups">
      <PageHeader
        title={t('list.title')}
        add={canManage ? { label: t('list.add'), onClick: () => setCreating(true) } : undefined}
      />
      <ServerTable
        queryKey={[...deviceGroupsQueryKey, 'list']}
        columns={columns}
        fetchData={fetchGroupPage}
        getRowId={(group) => String(group.id)}
        searchPlaceholder={t('list.searchPlaceholder')}
        emptyMessage={t('list.empty')}
        ariaLabel={t('list.tableLabel')}
      />
      <GroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={(saved) => navigate(`/group/${saved.id}`)}
      />
    </section>
  );
}
