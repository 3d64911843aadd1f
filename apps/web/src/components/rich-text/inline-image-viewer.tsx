// Shows an inline image of a read-only comment in a dialog with a Download button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../dialog/dialog-frame.tsx';
import './nodes/image-component.css';

export interface InlineImageViewerProps {
  src: string;
  name: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}

/** Saves the image under its name; a signed link on another host cannot be saved by a plain link. */
async function downloadImage(src: string, name: string): Promise<void> {
  const response = await fetch(src, { method: 'GET' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the browser no longer needs the URL afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function InlineImageViewer({ src, name, open, onOpenChange }: InlineImageViewerProps) {
  const { t } = useTranslation('richText');
  const { t: tc } = useTranslation('common');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const loadFailed = failedSrc === src;

  const download = async () => {
    setDownloading(true);
    setDownloadError(false);
    try {
      await downloadImage(src, name);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    setDownloadError(false);
    onOpenChange(false);
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={name}
      size="wide"
      actions={
        <>
          <CloseButton label={tc('actions.close')} />
          <button
            type="button"
            className="button button--primary"
            onClick={download}
            disabled={downloading || loadFailed}
          >
            {t('images.download')}
          </button>
        </>
      }
    >
      {loadFailed ? (
        <p role="alert" className="form-error">
          {t('images.loadFailed')}
        </p>
      ) : (
        <img src={src} alt={name} className="rte-image-viewer__img" onError={() => setFailedSrc(src)} />
      )}
      {downloadError && (
        <p role="alert" className="form-error">
          {t('images.downloadFailed')}
        </p>
      )}
    </DialogFrame>
  );
}
