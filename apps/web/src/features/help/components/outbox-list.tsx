// The outbox as a table: time, recipients, subject (expanding to the message text), status (with
// why a message was not sent) and attachments of every message the server sent or recorded.
import type { OutboxMessage } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { StatusChip, type StatusTone } from '../../../components/status-chip/status-chip.tsx';

const tones: Record<OutboxMessage['status'], StatusTone> = {
  SENT: 'success',
  FAILED: 'danger',
  NOT_CONFIGURED: 'warning',
};

export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const { t, i18n } = useTranslation('help');
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('outboxPage.columns.time')}</th>
            <th scope="col">{t('outboxPage.columns.to')}</th>
            <th scope="col">{t('outboxPage.columns.subject')}</th>
            <th scope="col">{t('outboxPage.columns.status')}</th>
            <th scope="col">{t('outboxPage.columns.attachments')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} data-testid="outbox-message">
              <td>
                <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
              </td>
              <td>
                {message.to.join(', ')}
                {message.cc.length > 0 && (
                  <div className="field__hint">
                    {t('outboxPage.cc', { addresses: message.cc.join(', ') })}
                  </div>
                )}
              </td>
              <td>
                <details>
                  <summary>{message.subject}</summary>
                  <pre className="outbox-message__text">{message.text}</pre>
                </details>
              </td>
              <td>
                <StatusChip
                  status={message.status}
                  label={t(`outboxPage.statuses.${message.status}`)}
                  tone={tones[message.status]}
                />
                {message.error && <div className="field__error">{message.error}</div>}
                {message.status === 'NOT_CONFIGURED' && (
                  <div className="field__hint">{t('outboxPage.notConfiguredReason')}</div>
                )}
              </td>
              <td>
                {message.attachments.length === 0 ? (
                  <span className="field__hint">{t('outboxPage.noAttachments')}</span>
                ) : (
                  <ul className="help-links">
                    {message.attachments.map((file) => (
                      <li key={file.name}>
                        {t('outboxPage.attachment', { name: file.name, size: formatFileSize(file.size) })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
