// /group/:id: a device group, its saved search and the devices it holds now (members are found by the
// server's device query when asked, so they follow the devices as they change).
import { PAGE_SIZES } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ServerTable } from '../../components/server-table/server-table.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useDeviceColumns } from '../devices/components/device-columns.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { CriteriaSummary } from './components/criteria-summary.tsx';
import { GroupDialog } from './components/group-dialog.tsx';
import { deviceGroupsQueryKey } from './hooks/device-group-keys.ts';
import { useDeviceGroup } from './hooks/use-device-group.ts';
import { useDeleteDeviceGroup } from './hooks/use-device-group-mutations.ts';
import { useMemberFetcher } from './hooks/use-group-fetchers.ts';
import './device-groups.css';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function DeviceGroupPage() {
  const { t } = useTranslation('deviceGroups');
  const id = parseId(useParams().id);
  const group = useDeviceGroup(id);
  const canManage = useSession().permissions.canManageDevices;
  const navigate = useNavigate();
  const remove = useDeleteDeviceGroup();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const columns = useDeviceColumns();
  const fetchMembers = useMemberFetcher(id ?? 0);

  if (id === null) return <p className="page">{t('page.notFound')}</p>;
  if (group.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (group.isError) return <LoadError error={group.error} onRetry={() => group.refetch()} />;
  const g = group.data;
  return (
    <section className="page device-group">
      <header className="page__header">
        <h1>{g.name}</h1>
        {canManage && (
          <div className="device-group__actions">
            <button type="button" className="button" onClick={() => setDialog('edit')}>
              {t('page.edit')}
            </button>
            <button type="button" className="button button--danger" onClick={() => setDialog('delete')}>
              {t('page.delete')}
            </button>
          </div>
        )}
      </header>
      {g.description && <p className="device-group__description">{g.description}</p>}
      <CriteriaSummary group={g} />
      <h2>{t('page.members')}</h2>
      <ServerTable
        queryKey={[...deviceGroupsQueryKey, 'members', g.id, g.updatedAt]}
        columns={columns}
        fetchData={fetchMembers}
        getRowId={(device) => String(device.id)}
        pageSize={PAGE_SIZES.devices}
        searchPlaceholder={t('search.searchPlaceholder', { ns: 'devices' })}
        initialSorting={[{ id: 'displayName', desc: false }]}
        emptyMessage={t('page.noMembers')}
        ariaLabel={t('page.membersLabel')}
      />
      <GroupDialog
        open={dialog === 'edit'}
        group={g}
        onClose={() => setDialog(null)}
        onDone={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title', { name: g.name })}
        description={t('delete.body')}
        cancelLabel={t('actions.cancel', { ns: 'common' })}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate(g.id, { onSuccess: () => navigate('/administration/devices/groups') })}
      />
    </section>
  );
}
