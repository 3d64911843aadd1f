// Shown on the ticket pages while the ticketing settings turn ticketing off: existing tickets stay
// readable, new ones are refused; administrators of ticketing get the way to turn it back on.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useTicketingSettings } from '../../ticketing-admin/hooks/use-ticketing-settings.ts';

export const TICKETING_SETTINGS_PATH = '/administration/apps/ticketing';

export function TicketingDisabledNotice() {
  const { t } = useTranslation('tickets');
  const canManage = useSession().permissions.canManageTicketing;
  const settings = useTicketingSettings();
  if (settings.data?.enabled !== false) return null;
  return (
    <section className="card ticketing-disabled" aria-labelledby="ticketing-disabled-title">
      <h2 id="ticketing-disabled-title">{t('disabled.title')}</h2>
      <p>{t('disabled.body')}</p>
      {canManage && <Link to={TICKETING_SETTINGS_PATH}>{t('disabled.manage')}</Link>}
    </section>
  );
}
