// The toolbar's attachment button: picks files, keeps back those the attachment rules refuse (named
// with the spec's message) and hands the rest to the form.
import { type AttachmentFileIssue, attachmentFileIssue, richTextAttachmentRules } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileToolbarButton } from './file-toolbar-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';
import './attach-file-button.css';

/** What the file chooser offers; the rules are checked again on every file, whatever the browser lets through. */
const ACCEPT = [
  ...richTextAttachmentRules.mimeTypes,
  ...richTextAttachmentRules.extensions.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`)),
].join(',');

export function AttachFileButton({
  onAttach,
  disabled = false,
}: {
  onAttach: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('richText');
  const [refused, setRefused] = useState<{ name: string; issue: AttachmentFileIssue }[]>([]);
  const label = t('attachments.attachFile');

  const choose = (picked: File[]) => {
    const checked = picked.map((file) => ({ file, issue: attachmentFileIssue(file) }));
    setRefused(checked.flatMap(({ file, issue }) => (issue ? [{ name: file.name, issue }] : [])));
    const accepted = checked.flatMap(({ file, issue }) => (issue ? [] : [file]));
    if (accepted.length > 0) onAttach(accepted);
  };

  return (
    <div className="attach-file">
      <FileToolbarButton
        label={label}
        icon={toolbarIcons.paperclip}
        accept={ACCEPT}
        disabled={disabled}
        testId="attach-file-input"
        onFiles={choose}
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
