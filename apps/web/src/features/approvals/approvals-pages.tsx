// The node approval pages: system-wide and one organisation's, a tab per :page.
import { type ApprovalTab, approvalStatusOfTab } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { approvalsPath, approvalTab } from './approval-pages.ts';
import { ApprovalTable } from './components/approval-table.tsx';
import { ApprovalTabs } from './components/approval-tabs.tsx';
import '../dashboard/dashboard.css';

function TabBody({ tab, organizationId }: { tab: ApprovalTab; organizationId?: number }) {
  const { t } = useTranslation('approvals');
  const allowed = useSession().permissions.canApproveDevices;
  if (!allowed) return <p className="empty-state">{t('forbidden')}</p>;
  const status = approvalStatusOfTab[tab];
  // The security and general tabs list nothing until devices report what they would show.
  if (!status) return <p className="empty-state">{t('notYet')}</p>;
  return <ApprovalTable key={status} status={status} organizationId={organizationId} />;
}

export function SystemApprovalsPage() {
  const { t } = useTranslation('approvals');
  const tab = approvalTab(useParams().page);
  // A page the tabs do not name (an old link) opens the pending tab.
  if (!tab) return <Navigate to={approvalsPath('pending')} replace />;
  return (
    <section className="page approvals-page">
      <header className="page__header">
        <h1>{t('title.system')}</h1>
      </header>
      <ApprovalTabs />
      <TabBody tab={tab} />
    </section>
  );
}

export function CustomerApprovalsPage() {
  const { t } = useTranslation('approvals');
  const { id, page } = useParams();
  const tab = approvalTab(page);
  const organization = useOrganizationDetail(id);
  if (organization.notFound) return <NotFoundPage />;
  if (!tab && id) return <Navigate to={`/customerDashboard/${id}/approvals/pending`} replace />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('loading')} />;
  const org = organization.data;
  return (
    <section className="page approvals-page">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <section className="card" aria-labelledby="customer-approvals">
        <h2 id="customer-approvals">{t('title.customer')}</h2>
        <Link to={`/editor/customer/${org.id}/security-node-approvals`}>{t('mode.legend')}</Link>
        <ApprovalTabs organizationId={org.id} />
        {tab && <TabBody tab={tab} organizationId={org.id} />}
      </section>
    </section>
  );
}
