// How plans and revisions read in the browser: destination with its storage, the 'Full' or
// 'Incremental' kind of an image revision, sizes and dates.
import type { BackupPlan, Revision } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import { type DateTimePrecision, formatDateTime } from '../../../i18n/format-date-time.ts';
import { useSharedT } from '../../../i18n/use-shared-t.ts';

/** NON_BLD and FULL revisions are whole images; DELTA ones hold the changes since the last. */
export function bldTypeKey(bldType: Revision['bldType']): 'full' | 'incremental' {
  return bldType === 'DELTA' ? 'incremental' : 'full';
}

export function DestinationLabel({ plan }: { plan: Pick<BackupPlan, 'destination' | 'storage'> }) {
  const { t } = useTranslation('backup');
  if (plan.destination === 'LOCAL') return <>{t('browser.destination.local')}</>;
  if (plan.destination === 'CLOUD') return <>{t('browser.destination.cloud')}</>;
  return (
    <>
      {t('browser.destination.both', {
        localSize: formatFileSize(plan.storage.local),
        cloudSize: formatFileSize(plan.storage.cloud),
      })}
    </>
  );
}

export function Size({ bytes }: { bytes: number }) {
  return <>{formatFileSize(bytes)}</>;
}

/**
 * A date and time; a missing one reads 'Never' (a plan that never succeeded) or, with `blank`, nothing
 * (folders and other rows for which the spec gives no such value).
 */
export function DateTime({
  at,
  blank = false,
  precision,
}: {
  at: string | null;
  blank?: boolean;
  /** 'second' where rows a minute apart must read apart (revisions). */
  precision?: DateTimePrecision;
}) {
  const { t, language } = useSharedT('backup');
  if (!at) return blank ? null : <span className="backup-muted">{t('browser.never')}</span>;
  return <time dateTime={at}>{formatDateTime(at, language, precision)}</time>;
}

/** The info icon shown beside arrow-image plans when the backup_arrow_image flag is on. */
export function ArrowImageInfo() {
  const { t } = useTranslation('backup');
  return (
    <Tooltip content={t('browser.arrowImageInfo')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the explanation */}
      <span className="backup-info" tabIndex={0} role="img" aria-label={t('browser.arrowImageInfo')}>
        i
      </span>
    </Tooltip>
  );
}
