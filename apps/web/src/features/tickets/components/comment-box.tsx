// The comment box: the rich-text editor with mentions of technicians who may see the ticket, images
// uploaded as they are pasted and files attached from the toolbar, public or private. Files upload on
// send (purpose TICKET_COMMENT, with progress) and are claimed with the inline images by their tokens;
// no attaching while the ticketing settings turn it off.
import {
  defaultTicketingSettings,
  inlineContentIds,
  isRichTextEmpty,
  type TicketCommentInput,
  type UploadedAttachment,
} from '@warden/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { LazyRichTextEditor } from '../../../components/rich-text/rich-text-lazy.tsx';
import type { RichTextServices } from '../../../components/rich-text/rich-text-services.ts';
import { useTicketingSettings } from '../../ticketing-admin/hooks/use-ticketing-settings.ts';

export type CommentFileUpload = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<UploadedAttachment>;

export interface CommentBoxProps {
  upload: CommentFileUpload;
  /** Mention search and lookup, content-id links: what the editor needs beyond uploads. */
  services: Omit<RichTextServices, 'upload'>;
  onSubmit: (input: TicketCommentInput) => Promise<unknown>;
}

interface Draft {
  html: string;
  text: string;
  uploading: boolean;
}

const EMPTY: Draft = { html: '', text: '', uploading: false };

export function CommentBox({ upload, services, onSubmit }: CommentBoxProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // A new key remounts the editor empty after a comment is sent.
  const [editorKey, setEditorKey] = useState(0);
  const [isPublic, setPublic] = useState(true);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const settings = useTicketingSettings();
  const canAttach = (settings.data ?? defaultTicketingSettings).attachmentSettings.canAttachFiles;
  // The editor hands these to its plugins through a context: a new object on each keystroke would
  // re-render every plugin that reads them (mention search, image paste) as the user types.
  const editorServices = useMemo<RichTextServices>(
    () => ({ ...services, upload: canAttach ? (file) => upload(file, () => {}) : undefined }),
    [services, upload, canAttach],
  );

  const submit = async () => {
    if (isRichTextEmpty(draft.text)) {
      setError(t('comments.required'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const sent = canAttach
        ? await Promise.all(
            files.map((file, index) =>
              upload(file, (percent) => setProgress((p) => ({ ...p, [index]: percent }))),
            ),
          )
        : [];
      const tokens = [...sent.map((u) => u.token), ...inlineContentIds(draft.html)];
      await onSubmit({
        body: draft.text,
        htmlBody: draft.html || null,
        isPublic,
        uploads: tokens.map((token) => ({ resourceId: token })),
      });
      setDraft(EMPTY);
      setFiles([]);
      setEditorKey((k) => k + 1);
    } catch {
      setError(t('comments.failed'));
    } finally {
      setProgress({});
      setBusy(false);
    }
  };

  return (
    <div className="comment-box">
      <LazyRichTextEditor
        key={editorKey}
        label={t('comments.body')}
        onChange={setDraft}
        services={editorServices}
        onAttach={canAttach ? (added) => setFiles((current) => [...current, ...added]) : undefined}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      {files.length > 0 && (
        <ul className="comment-box__files" aria-label={t('comments.attachments')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              {busy ? (
                <progress max={100} value={progress[index] ?? 0} aria-label={file.name} />
              ) : (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('comments.removeFile', { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                >
                  {t('comments.removeFileShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Checkbox label={t('comments.visibility')} checked={isPublic} onCheckedChange={setPublic} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy || draft.uploading}
        aria-busy={busy}
        onClick={submit}
      >
        {t('comments.submit')}
      </button>
    </div>
  );
}
