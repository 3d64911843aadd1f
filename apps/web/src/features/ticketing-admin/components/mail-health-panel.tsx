// The health of the help desk's mail: whether outbound SMTP is configured and how its last message
// went, and whether the inbound SMTP listener is up, where, and what it last received or failed on.
import type { MailHealth } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

/** Where the mail settings and the sent messages are administered. */
export const MAIL_SETTINGS_PATH = '/administration/general/outbox';
export const OUTBOX_PATH = '/administration/general/outbox#outbox-messages';

export function MailHealthPanel({ health }: { health: MailHealth }) {
  const { t, i18n } = useTranslation('ticketingAdmin');
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : t('mailHealth.never'));
  const { outbound, inbound } = health;
  const inboundState = !inbound.enabled ? 'disabled' : inbound.listening ? 'listening' : 'notListening';
  return (
    <div className="cards ticketing-admin__health">
      <section className="card" aria-labelledby="mail-health-outbound">
        <h3 id="mail-health-outbound">{t('mailHealth.outbound.title')}</h3>
        <StatusChip
          label={t(
            outbound.configured ? 'mailHealth.outbound.configured' : 'mailHealth.outbound.notConfigured',
          )}
          tone={outbound.configured ? (outbound.lastStatus === 'FAILED' ? 'warning' : 'success') : 'danger'}
        />
        <dl className="definition-list">
          <dt>{t('mailHealth.server')}</dt>
          <dd>{outbound.host ?? t('mailHealth.none')}</dd>
          <dt>{t('mailHealth.outbound.lastMessage')}</dt>
          <dd>
            {outbound.lastStatus
              ? t('mailHealth.outbound.lastMessageValue', {
                  status: t(`mailHealth.outbound.statuses.${outbound.lastStatus}`),
                  at: when(outbound.lastAt),
                })
              : t('mailHealth.never')}
          </dd>
          <dt>{t('mailHealth.lastError')}</dt>
          <dd>{outbound.lastError ?? t('mailHealth.none')}</dd>
        </dl>
        <p>
          <Link to={MAIL_SETTINGS_PATH}>{t('mailHealth.mailSettings')}</Link>
          {' · '}
          <Link to={OUTBOX_PATH}>{t('mailHealth.outbox')}</Link>
        </p>
      </section>
      <section className="card" aria-labelledby="mail-health-inbound">
        <h3 id="mail-health-inbound">{t('mailHealth.inbound.title')}</h3>
        <StatusChip
          label={t(`mailHealth.inbound.states.${inboundState}`)}
          tone={inboundState === 'listening' ? 'success' : inboundState === 'disabled' ? 'neutral' : 'danger'}
        />
        <dl className="definition-list">
          <dt>{t('mailHealth.server')}</dt>
          <dd>{inbound.host ? `${inbound.host}:${inbound.port ?? ''}` : t('mailHealth.none')}</dd>
          <dt>{t('mailHealth.inbound.lastMessage')}</dt>
          <dd>{when(inbound.lastMessageAt)}</dd>
          <dt>{t('mailHealth.lastError')}</dt>
          <dd>{inbound.lastError ?? t('mailHealth.none')}</dd>
        </dl>
      </section>
    </div>
  );
}
