// A comment's attachments as a grid of 4 columns (spec 001 §9), leaving out inline ones, which the
// comment's body already shows; a card opens the preview with its Download link.
import type { CommentAttachment } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentCard } from './attachment-card.tsx';
import { AttachmentPreview } from './attachment-preview.tsx';
import './attachment-grid.css';

/** Spec 001 §9: attachment grid 4 columns. */
export const ATTACHMENT_GRID_COLUMNS = 4;

export interface AttachmentGridProps {
  attachments: readonly CommentAttachment[];
  getSignedUrl: (attachmentId: number) => Promise<string>;
  /** Told when an attachment's signed link cannot be had (the card shows the fallback icon). */
  onError?: (error: unknown) => void;
}

export function AttachmentGrid({ attachments, getSignedUrl, onError }: AttachmentGridProps) {
  const { t } = useTranslation('richText');
  const [previewed, setPreviewed] = useState<CommentAttachment | null>(null);
  const shown = attachments.filter((attachment) => !attachment.metadata.inline);
  if (shown.length === 0) return null;

  return (
    <>
      <ul
        className="attachment-grid"
        aria-label={t('attachments.list')}
        style={{ gridTemplateColumns: `repeat(${ATTACHMENT_GRID_COLUMNS}, minmax(0, 1fr))` }}
      >
        {shown.map((attachment) => (
          <AttachmentCard
            key={attachment.id}
            attachment={attachment}
            getSignedUrl={getSignedUrl}
            onError={onError}
            onOpen={setPreviewed}
          />
        ))}
      </ul>
      <AttachmentPreview
        attachment={previewed}
        onClose={() => setPreviewed(null)}
        getSignedUrl={getSignedUrl}
        onError={onError}
      />
    </>
  );
}
