// /administration/devices/roles: every device role, built-in (one per device class) or added by a
// technician, "add role", and each role's installation default policy. A new device takes its
// class's built-in role.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { LoadError } from '../devices/components/load-error.tsx';
import {
  type DefaultChange,
  useInstallationDefaults,
  useSetInstallationDefault,
} from '../policy-map/hooks/use-installation-defaults.ts';
import { usePolicyChoices } from '../policy-map/hooks/use-policy-choices.ts';
import { AddRoleDialog } from './components/add-role-dialog.tsx';
import { DefaultPolicySelect } from './components/default-policy-select.tsx';
import { useDeviceRoles } from './hooks/use-device-roles.ts';

export function DeviceRolesPage() {
  const { t } = useTranslation('deviceRoles');
  const canManage = useSession().permissions.canManagePolicies;
  const roles = useDeviceRoles();
  const [adding, setAdding] = useState(false);
  const defaults = useInstallationDefaults();
  const choices = usePolicyChoices();
  const setDefault = useSetInstallationDefault();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const changeDefault = (change: DefaultChange, role: string) =>
    setDefault.mutate(change, {
      onSuccess: () =>
        toast.show({
          kind: 'success',
          title: t(change.policyId === null ? 'defaults.cleared' : 'defaults.saved', {
            ns: 'policyMap',
            role,
          }),
        }),
      onError: (err) =>
        toast.show({
          kind: 'error',
          title: t('defaults.failed', { ns: 'policyMap', message: errorMessage(err) }),
        }),
    });
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
              <th scope="col">{t('defaults.column', { ns: 'policyMap' })}</th>
            </tr>
          </thead>
          <tbody>
            {roles.data.map((role) => (
              <tr key={role.id}>
                <td>{role.name}</td>
                <td>{t(`nodeClass.${role.nodeClass}`, { ns: 'devices' })}</td>
                <td>{role.builtIn ? t('kind.builtIn') : t('kind.added')}</td>
                <td>
                  <DefaultPolicySelect
                    role={role}
                    policyId={defaults.data?.entries.find((d) => d.nodeRoleId === role.id)?.policyId ?? null}
                    policies={choices.data?.get(role.id) ?? []}
                    disabled={!canManage || !defaults.data || !choices.data || setDefault.isPending}
                    onChange={(policyId) => changeDefault({ nodeRoleId: role.id, policyId }, role.name)}
                  />
                </td>
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
