// Device totals as three cards: all devices, online and offline.
import type { DeviceSummary } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export function DeviceCountCards({
  summary,
}: {
  summary: Pick<DeviceSummary, 'total' | 'online' | 'offline'>;
}) {
  const { t } = useTranslation('dashboard');
  const cards = [
    { id: 'total', label: t('counts.total'), value: summary.total },
    { id: 'online', label: t('counts.online'), value: summary.online },
    { id: 'offline', label: t('counts.offline'), value: summary.offline },
  ];
  return (
    <ul className="cards count-cards" aria-label={t('counts.label')}>
      {cards.map((card) => (
        <li key={card.id} className={`card count-card count-card--${card.id}`}>
          <span className="stat" data-testid={`count-${card.id}`}>
            {card.value}
          </span>
          <span className="stat__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
