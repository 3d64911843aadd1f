// One attachment in the grid: a processing placeholder while the server still works on the file,
// then a thumbnail (images) or a file icon, or the fallback icon when its signed link fails.
import type { CommentAttachment } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../file-picker/file-size.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { FallbackFileIcon, FileTypeIcon } from './attachment-icons.tsx';
import { useAttachmentUrl } from './use-attachment-url.ts';

export const isImageAttachment = (attachment: CommentAttachment) =>
  attachment.contentType.toLowerCase().startsWith('image/');

export interface AttachmentCardProps {
  attachment: CommentAttachment;
  getSignedUrl: (attachmentId: number) => Promise<string>;
  onError?: (error: unknown) => void;
  onOpen: (attachment: CommentAttachment) => void;
}

export function AttachmentCard({ attachment, getSignedUrl, onError, onOpen }: AttachmentCardProps) {
  const { t } = useTranslation('richText');
  const name = attachment.metadata.name || attachment.name;
  const processing = attachment.uploadStatus === 'PROCESSING';
  const link = useAttachmentUrl(attachment.id, !processing, getSignedUrl, onError);
  const [brokenImage, setBrokenImage] = useState(false);

  if (processing) {
    return (
      <li className="attachment-card attachment-card--processing" aria-busy="true">
        <span className="attachment-card__visual">
          <Spinner label={t('attachments.processing')} />
        </span>
        <span className="attachment-card__name">{name}</span>
        <span className="attachment-card__meta" aria-hidden="true">
          {t('attachments.processing')}
        </span>
      </li>
    );
  }

  const visual = (() => {
    if (link.status === 'failed' || brokenImage)
      return <FallbackFileIcon label={t('attachments.unavailable', { name })} />;
    if (link.status !== 'ready') return <Spinner label={t('attachments.loading', { name })} />;
    if (isImageAttachment(attachment))
      return (
        <img
          className="attachment-card__thumbnail"
          src={link.url}
          alt=""
          loading="lazy"
          onError={() => setBrokenImage(true)}
        />
      );
    return <FileTypeIcon name={name} />;
  })();

  return (
    <li className="attachment-card">
      <button
        type="button"
        className="attachment-card__open"
        aria-label={t('attachments.open', { name })}
        onClick={() => onOpen(attachment)}
      >
        <span className="attachment-card__visual">{visual}</span>
        <span className="attachment-card__name" title={name}>
          {name}
        </span>
        <span className="attachment-card__meta">{formatFileSize(attachment.size)}</span>
      </button>
    </li>
  );
}
