// /administration/devices/roles: every device role, built-in (one per device class) or added by a
// technician, and "add role". A new device takes its class's built-in role.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { LoadError } from '../devices/components/load-error.tsx';
import { AddRoleDialog } from './components/add-role-dialog.tsx';
import { useDeviceRoles } from './hooks/use-device-roles.ts';

export function DeviceRolesPage() {
  const { t } = useTranslation('deviceRoles');
  const canManage = useSession().permissions.canManagePolicies;
  const roles = useDeviceRoles();
  const [adding, setAdding] = useState(false);
  let body: ReactNode;
  if (roles.error) body = <LoadError error={roles.error} onRetry={() => roles.refetch()} />;
  else if (!roles.data) body = <Spinner label={t('loading')} />;
  else
    body = (
      <div className="table-wrap">
        <table className="table" aria-label={t('tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.nodeClass')}</th>
              <th scope="col">{t('columns.kind')}</th>
            </tr>
          </thead>
          <tbody>
            {roles.data.map((role) => (
              <tr key={role.id}>
                <td>{role.name}</td>
                <td>{t(`nodeClass.${role.nodeClass}`, { ns: 'devices' })}</td>
                <td>{role.builtIn ? t('kind.builtIn') : t('kind.added')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="page device-roles-page">
      <PageHeader
        title={t('title')}
        add={canManage ? { label: t('add.button'), onClick: () => setAdding(true) } : undefined}
      />
      <p>{t('intro')}</p>
      {body}
      <AddRoleDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
