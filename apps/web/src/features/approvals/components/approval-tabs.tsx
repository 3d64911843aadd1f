// The approval page's tabs: pending, approved and rejected, then security and general.
import { approvalTabs } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { approvalsPath } from '../approval-pages.ts';

export function ApprovalTabs({ organizationId }: { organizationId?: number }) {
  const { t } = useTranslation('approvals');
  return (
    <nav className="tabs" aria-label={t('tabsLabel')}>
      {approvalTabs.map((tab) => (
        <NavLink key={tab} to={approvalsPath(tab, organizationId)}>
          {t(`tabs.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}
