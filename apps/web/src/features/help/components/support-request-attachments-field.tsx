// The support request's attachments: a file chooser limited to the allowed types, each file with its upload
// progress, a preview once uploaded, a remove button, and the messages of the last choice.
import { supportRequestAttachmentRules } from '@warden/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { acceptAttribute, allowedExtensionsText } from '../attachment-checks.ts';
import type { SupportRequestAttachment } from '../hooks/use-support-request-attachments.ts';
import { AttachmentPreviewDialog, type PreviewedAttachment } from './attachment-preview-dialog.tsx';

export interface SupportRequestAttachmentsFieldProps {
  items: SupportRequestAttachment[];
  problems: string[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  disabled?: boolean;
}

export function SupportRequestAttachmentsField({
  items,
  problems,
  onAdd,
  onRemove,
  disabled,
}: SupportRequestAttachmentsFieldProps) {
  const { t } = useTranslation('help');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [previewed, setPreviewed] = useState<PreviewedAttachment | null>(null);
  return (
    <div className="field help-attachments">
      <label htmlFor={inputId}>{t('attachments.label')}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute}
        className="visually-hidden"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so the same file can be chosen again after removing it.
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      <div className="help-attachments__row">
        <button type="button" className="button" disabled={disabled} onClick={() => input.current?.click()}>
          {t('attachments.add')}
        </button>
        <span id={hintId} className="field__hint">
          {t('attachments.hint', {
            maxFiles: supportRequestAttachmentRules.maxFiles,
            maxSize: formatFileSize(supportRequestAttachmentRules.maxBytes),
            fileExtensions: allowedExtensionsText,
          })}
        </span>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="help-attachments__problems">
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className="help-attachments__list" aria-label={t('attachments.label')}>
          {items.map((item) => (
            <li key={item.id} className="help-attachments__item">
              {item.token === null ? (
                <span className="help-attachments__name">{item.name}</span>
              ) : (
                <button
                  type="button"
                  className="button button--link help-attachments__name"
                  aria-label={t('attachments.preview', { fileName: item.name })}
                  onClick={() => setPreviewed({ token: item.token!, name: item.name })}
                >
                  {item.name}
                </button>
              )}
              <span className="help-attachments__size">{formatFileSize(item.size)}</span>
              {item.token === null ? (
                <progress
                  className="help-attachments__progress"
                  max={100}
                  value={item.progress}
                  aria-label={t('attachments.progress', { fileName: item.name })}
                />
              ) : (
                <span className="help-attachments__done">{t('attachments.uploaded')}</span>
              )}
              <button
                type="button"
                className="button button--ghost help-attachments__remove"
                aria-label={t('attachments.remove', { fileName: item.name })}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <AttachmentPreviewDialog attachment={previewed} onClose={() => setPreviewed(null)} />
    </div>
  );
}
