// The comment box: plain text until the rich-text editor comes, public or private, with attachments
// uploaded first (purpose TICKET_COMMENT) and claimed by their tokens when the comment is sent; no
// file picker while the ticketing settings turn attaching off.
import { defaultTicketingSettings, type TicketCommentInput, type UploadedAttachment } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { FilePicker } from '../../../components/file-picker/file-picker.tsx';
import { useTicketingSettings } from '../../ticketing-admin/hooks/use-ticketing-settings.ts';

export interface CommentBoxProps {
  upload: (file: File) => Promise<UploadedAttachment>;
  onSubmit: (input: TicketCommentInput) => Promise<unknown>;
}

export function CommentBox({ upload, onSubmit }: CommentBoxProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [body, setBody] = useState('');
  const [isPublic, setPublic] = useState(true);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const settings = useTicketingSettings();
  const canAttach = (settings.data ?? defaultTicketingSettings).attachmentSettings.canAttachFiles;
  const submit = async () => {
    if (body.trim() === '') {
      setError(t('comments.required'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const uploads = canAttach ? await Promise.all(files.map(upload)) : [];
      await onSubmit({ body, isPublic, uploads: uploads.map((u) => ({ resourceId: u.token })) });
      setBody('');
      setFiles([]);
    } catch {
      setError(t('comments.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="comment-box">
      <label htmlFor={id}>{t('comments.body')}</label>
      <textarea
        id={id}
        rows={4}
        value={body}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      <Checkbox label={t('comments.visibility')} checked={isPublic} onCheckedChange={setPublic} />
      {canAttach && (
        <FilePicker label={t('comments.attach')} files={files} onFilesChange={setFiles} disabled={busy} />
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={submit}
      >
        {t('comments.submit')}
      </button>
    </div>
  );
}
