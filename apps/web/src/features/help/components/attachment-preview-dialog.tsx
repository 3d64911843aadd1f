// The attachment preview modal (spec 000, section 2): the file shown through its signed link
// (picture, video or text) with a Download button; other types offer the download alone.
import { fileExtension } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useAttachmentLink, useAttachmentText } from '../hooks/use-attachment-link.ts';

export interface PreviewedAttachment {
  token: string;
  name: string;
}

type PreviewKind = 'image' | 'video' | 'text' | 'none';

function previewKind(name: string): PreviewKind {
  const ext = fileExtension(name);
  if (['png', 'jpg', 'jpeg', 'gif'].includes(ext)) return 'image';
  if (['mov', 'mp4', 'webm'].includes(ext)) return 'video';
  if (['txt', 'log'].includes(ext)) return 'text';
  return 'none';
}

function TextPreview({ signedUrl, name }: { signedUrl: string; name: string }) {
  const { t } = useTranslation('help');
  const text = useAttachmentText(signedUrl);
  if (text.isError) {
    return (
      <p role="alert" className="field__error">
        {t('attachmentPreview.failed', { fileName: name, message: text.error.message })}
      </p>
    );
  }
  if (text.data === undefined) return <Spinner label={t('attachmentPreview.loading', { fileName: name })} />;
  return <pre className="attachment-preview__text">{text.data}</pre>;
}

function Preview({ attachment, signedUrl }: { attachment: PreviewedAttachment; signedUrl: string }) {
  const { t } = useTranslation('help');
  switch (previewKind(attachment.name)) {
    case 'image':
      return <img className="attachment-preview__image" src={signedUrl} alt={attachment.name} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a technician's own screen recording has no captions
        <video className="attachment-preview__video" src={signedUrl} controls aria-label={attachment.name} />
      );
    case 'text':
      return <TextPreview signedUrl={signedUrl} name={attachment.name} />;
    case 'none':
      return <p className="help-panel__muted">{t('attachmentPreview.noPreview')}</p>;
  }
}

export function AttachmentPreviewDialog({
  attachment,
  onClose,
}: {
  attachment: PreviewedAttachment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('help');
  const link = useAttachmentLink(attachment?.token ?? null);
  const signedUrl = link.data;
  return (
    <DialogFrame
      open={attachment !== null}
      onClose={onClose}
      title={attachment?.name ?? ''}
      size="wide"
      actions={
        <>
          <CloseButton label={t('attachmentPreview.close')} />
          {signedUrl ? (
            <a className="button button--primary" href={signedUrl} download={attachment?.name}>
              {t('attachmentPreview.download')}
            </a>
          ) : (
            <button type="button" className="button button--primary" disabled>
              {t('attachmentPreview.download')}
            </button>
          )}
        </>
      }
    >
      {attachment &&
        (link.isError ? (
          <p role="alert" className="field__error">
            {t('attachmentPreview.failed', { fileName: attachment.name, message: link.error.message })}
          </p>
        ) : signedUrl ? (
          <Preview attachment={attachment} signedUrl={signedUrl} />
        ) : (
          <Spinner label={t('attachmentPreview.loading', { fileName: attachment.name })} />
        ))}
    </DialogFrame>
  );
}
