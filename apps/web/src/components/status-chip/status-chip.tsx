// Status label with a colour dot: device health (HEALTHY, UNHEALTHY, NEEDS_ATTENTION, else unknown),
// online/offline, or any caller-given label and tone.
import { useTranslation } from 'react-i18next';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const KNOWN_STATUSES = {
  HEALTHY: { tone: 'success', key: 'statusChip.healthy' },
  UNHEALTHY: { tone: 'danger', key: 'statusChip.unhealthy' },
  NEEDS_ATTENTION: { tone: 'warning', key: 'statusChip.needsAttention' },
  online: { tone: 'success', key: 'statusChip.online' },
  offline: { tone: 'neutral', key: 'statusChip.offline' },
} as const satisfies Record<string, { tone: StatusTone; key: string }>;
type KnownStatus = keyof typeof KNOWN_STATUSES;

function isKnown(status: string): status is KnownStatus {
  return Object.hasOwn(KNOWN_STATUSES, status);
}

export interface StatusChipProps {
  /** A known status value; anything else (or nothing) reads as unknown unless a label is given. */
  status?: string | null;
  /** Overrides the text for the status. */
  label?: string;
  /** Overrides the colour for the status. */
  tone?: StatusTone;
  className?: string;
}

export function StatusChip({ status, label, tone, className }: StatusChipProps) {
  const { t } = useTranslation('widgets');
  const known = status && isKnown(status) ? KNOWN_STATUSES[status] : undefined;
  const shownTone = tone ?? known?.tone ?? 'neutral';
  const text = label ?? t(known?.key ?? 'statusChip.unknown');
  return (
    <span
      className={['status-chip', `status-chip--${shownTone}`, className ?? ''].filter(Boolean).join(' ')}
      data-tone={shownTone}
    >
      <span className="status-chip__dot" aria-hidden="true" />
      {text}
    </span>
  );
}
