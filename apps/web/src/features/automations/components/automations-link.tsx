// The way from the help desk's settings to its automation rules.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { automationListPath } from '../automation-routes.ts';

export function AutomationsLink() {
  const { t } = useTranslation('automations');
  return <Link to={automationListPath('EVENT_BASED')}>{t('editor.automationsLink')}</Link>;
}
