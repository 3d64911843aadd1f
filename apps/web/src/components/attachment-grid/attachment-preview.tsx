// The preview of an attachment: the image itself, or the file's name, type and size, with a
// Download link. Its link is asked again on opening (answered from the 55 s cache when fresh).
import type { CommentAttachment } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../dialog/dialog-frame.tsx';
import { formatFileSize } from '../file-picker/file-size.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { isImageAttachment } from './attachment-card.tsx';
import { FallbackFileIcon } from './attachment-icons.tsx';
import { useAttachmentUrl } from './use-attachment-url.ts';

export interface AttachmentPreviewProps {
  /** The attachment shown; null keeps the dialog closed. */
  attachment: CommentAttachment | null;
  onClose: () => void;
  getSignedUrl: (attachmentId: number) => Promise<string>;
  onError?: (error: unknown) => void;
}

export function AttachmentPreview({ attachment, onClose, getSignedUrl, onError }: AttachmentPreviewProps) {
  const { t } = useTranslation('richText');
  const link = useAttachmentUrl(attachment?.id ?? 0, attachment !== null, getSignedUrl, onError);
  if (!attachment) return null;
  const name = attachment.metadata.name || attachment.name;
  const url = link.status === 'ready' ? link.url : null;

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={name}
      size="wide"
      className="attachment-preview"
      actions={
        <>
          <CloseButton label={t('attachments.close')} />
          {url ? (
            <a className="button button--primary" href={url} download={name}>
              {t('attachments.download')}
            </a>
          ) : (
            <button type="button" className="button button--primary" disabled>
              {t('attachments.download')}
            </button>
          )}
        </>
      }
    >
      {link.status === 'failed' && <FallbackFileIcon label={t('attachments.unavailable', { name })} />}
      {(link.status === 'loading' || link.status === 'idle') && (
        <Spinner label={t('attachments.loading', { name })} />
      )}
      {url && isImageAttachment(attachment) && (
        <img className="attachment-preview__image" src={url} alt={name} />
      )}
      <dl className="attachment-preview__facts">
        <dt>{t('attachments.type')}</dt>
        <dd>{attachment.contentType}</dd>
        <dt>{t('attachments.size')}</dt>
        <dd>{formatFileSize(attachment.size)}</dd>
      </dl>
    </DialogFrame>
  );
}
