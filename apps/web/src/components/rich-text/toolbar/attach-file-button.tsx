// The toolbar's attachment button: picks files, keeps back those the attachment rules refuse (named
// with the spec's message) and hands the rest to the form.
import { type AttachmentFileIssue, attachmentFileIssue, richTextAttachmentRules } from '@warden/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarButton } from './toolbar-button.tsx';
import './attach-file-button.css';

/** What the file chooser offers; the rules are checked again on every file, whatever the browser lets through. */
const ACCEPT = [
  ...richTextAttachmentRules.mimeTypes,
  ...richTextAttachmentRules.extensions.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`)),
].join(',');

const paperclip = (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M13.5 7.5l-5.6 5.6a3.5 3.5 0 0 1-5-5l5.8-5.8a2.3 2.3 0 0 1 3.3 3.3L6.2 11.4a1.2 1.2 0 0 1-1.7-1.7l5.2-5.2" />
  </svg>
);

export function AttachFileButton({
  onAttach,
  disabled = false,
}: {
  onAttach: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('richText');
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; issue: AttachmentFileIssue }[]>([]);
  const label = t('attachments.attachFile');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const checked = picked.map((file) => ({ file, issue: attachmentFileIssue(file) }));
    setRefused(checked.flatMap(({ file, issue }) => (issue ? [{ name: file.name, issue }] : [])));
    const accepted = checked.flatMap(({ file, issue }) => (issue ? [] : [file]));
    if (accepted.length > 0) onAttach(accepted);
  };

  return (
    <div className="attach-file">
      <ToolbarButton
        label={label}
        icon={paperclip}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        tabIndex={-1}
        data-testid="attach-file-input"
        disabled={disabled}
        onChange={choose}
      />
      {refused.length > 0 && (
        <div className="attach-file__refused" role="alert">
          <ul>
            {refused.map(({ name, issue }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name
              <li key={index}>
                {t('attachments.refused', { name, message: t(`attachments.issues.${issue}`) })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost attach-file__dismiss"
            aria-label={t('attachments.dismiss')}
            onClick={() => setRefused([])}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
