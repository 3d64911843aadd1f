// A ticket's comments, oldest first: author, time, public or private, text and attachment names.
import type { TicketComment } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export function CommentTimeline({ comments }: { comments: readonly TicketComment[] }) {
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
          <p className="comment__body">{comment.body}</p>
          {comment.attachments.length > 0 && (
            <ul className="comment__attachments" aria-label={t('comments.attachments')}>
              {comment.attachments.map((attachment) => (
                <li key={attachment.id}>{attachment.name}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
