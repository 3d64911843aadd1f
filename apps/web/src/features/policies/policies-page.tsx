// /administration/policies/{agent|nms|virtualization|mdm}: the agent tab lists policies (paged by the
// server, filtered by role), adds and deletes them; the other tabs wait for their kinds of device.
import type { PolicySummary } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ServerTable } from '../../components/server-table/server-table.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useDeviceRoles } from '../device-roles/hooks/use-device-roles.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { usePolicyColumns } from './components/policy-columns.tsx';
import { PolicyTabs } from './components/policy-tabs.tsx';
import { fetchPolicyPage, policiesKey, useDeletePolicy } from './hooks/use-policies.ts';
import { newPolicyPath, policiesTabPath } from './policy-paths.ts';
import './policies.css';

function AgentPolicies({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const roles = useDeviceRoles().data;
  const columns = usePolicyColumns(roles);
  const [nodeRoleId, setNodeRoleId] = useState('');
  const [deleting, setDeleting] = useState<PolicySummary | null>(null);
  const remove = useDeletePolicy();
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.show({ kind: 'success', title: t('list.deleted', { name: deleting.name }) });
    } catch (error) {
      toast.show({ kind: 'error', title: t('list.deleteFailed'), description: errorMessage(error) });
    }
    setDeleting(null);
  };
  return (
    <>
      <ServerTable
        queryKey={[...policiesKey, 'list']}
        columns={columns}
        fetchData={fetchPolicyPage}
        filters={{ nodeRoleId: nodeRoleId || undefined }}
        filterBar={
          <label className="policy-filter">
            {t('list.roleFilter')}
            <select value={nodeRoleId} onChange={(e) => setNodeRoleId(e.target.value)}>
              <option value="">{t('list.allRoles')}</option>
              {roles?.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        }
        searchable={false}
        getRowId={(policy) => String(policy.id)}
        emptyMessage={t('list.empty')}
        ariaLabel={t('list.tableLabel')}
        rowActions={
          canManage
            ? [{ id: 'delete', label: t('list.delete'), onSelect: (policy) => setDeleting(policy) }]
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        description={t('list.deleteBody', { name: deleting?.name ?? '' })}
        cancelLabel={tc('actions.cancel')}
        confirmLabel={t('list.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

export function PoliciesPage() {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const canManage = useSession().permissions.canManagePolicies;
  const agentTab = useLocation().pathname === policiesTabPath('agent');
  return (
    <section className="page policies-page">
      <PageHeader
        title={t('list.title')}
        add={
          agentTab && canManage
            ? { label: t('list.add'), onClick: () => navigate(newPolicyPath()) }
            : undefined
        }
      />
      <PolicyTabs />
      {agentTab ? <AgentPolicies canManage={canManage} /> : <NotFoundPage planned />}
    </section>
  );
}
