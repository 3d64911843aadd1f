// The policy list's tabs: agent policies, then the kinds whose devices do not exist yet.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { policiesTabPath, policyTabs } from '../policy-paths.ts';

export function PolicyTabs() {
  const { t } = useTranslation('policies');
  return (
    <nav className="tabs" aria-label={t('list.tabsLabel')}>
      {policyTabs.map((tab) => (
        <NavLink key={tab} to={policiesTabPath(tab)}>
          {t(`list.tabs.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}
