// A ticket's comments, oldest first: author, time, public or private, the rich text (read-only, with
// mentions and inline images) or the plain body of older comments, and the attachment grid.
import type { TicketComment } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { AttachmentGrid } from '../../../components/attachment-grid/attachment-grid.tsx';
import { LazyRichTextViewer } from '../../../components/rich-text/rich-text-lazy.tsx';
import type { RichTextServices } from '../../../components/rich-text/rich-text-services.ts';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export interface CommentTimelineProps {
  comments: readonly TicketComment[];
  /** Mention lookup and inline-image links for the viewer. */
  services: RichTextServices;
  getSignedUrl: (attachmentId: number) => Promise<string>;
  onAttachmentError: (error: unknown) => void;
}

export function CommentTimeline({
  comments,
  services,
  getSignedUrl,
  onAttachmentError,
}: CommentTimelineProps) {
  const { t, i18n } = useTranslation('tickets');
  if (comments.length === 0) return <p className="empty-state">{t('comments.empty')}</p>;
  return (
    <ol className="comment-timeline">
      {comments.map((comment) => (
        <li key={comment.id} className={comment.isPublic ? 'comment' : 'comment comment--private'}>
          <header>
            <strong>{comment.author.name}</strong> · {formatDateTime(comment.createdAt, i18n.language)} ·{' '}
            {comment.isPublic ? t('comments.public') : t('comments.private')}
          </header>
          <div className="comment__body">
            {comment.htmlBody ? (
              <LazyRichTextViewer html={comment.htmlBody} text={comment.body} services={services} />
            ) : (
              <p>{comment.body}</p>
            )}
          </div>
          {comment.attachments.length > 0 && (
            <section aria-label={t('comments.attachments')}>
              <AttachmentGrid
                attachments={comment.attachments}
                getSignedUrl={getSignedUrl}
                onError={onAttachmentError}
              />
            </section>
          )}
        </li>
      ))}
    </ol>
  );
}
