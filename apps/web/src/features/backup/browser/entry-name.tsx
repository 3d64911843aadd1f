// A row's name with its icon; a restricted row shows a lock whose tooltip says why it cannot be opened.
import type { ReactNode } from 'react';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import { useSharedT } from '../../../i18n/use-shared-t.ts';
import { FileIcon, type IconKind, LockIcon } from './file-icon.tsx';

export interface EntryNameProps {
  name: string;
  icon: IconKind;
  /** Why the row cannot be opened; shows a lock with this as its tooltip. */
  lockReason?: string;
  deleted?: boolean;
  extra?: ReactNode;
}

export function EntryName({ name, icon, lockReason, deleted = false, extra }: EntryNameProps) {
  const { t } = useSharedT('backup');
  return (
    <span className="entry-name">
      <FileIcon kind={icon} />
      <span className="entry-name__text" title={name}>
        {name}
      </span>
      {lockReason && (
        <Tooltip content={lockReason}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the reason */}
          <span className="entry-name__lock" tabIndex={0} role="img" aria-label={lockReason}>
            <LockIcon />
          </span>
        </Tooltip>
      )}
      {deleted && <StatusChip label={t('browser.deleted')} tone="neutral" />}
      {extra}
    </span>
  );
}
