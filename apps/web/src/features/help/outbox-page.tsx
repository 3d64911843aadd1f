// Outbox administration (/administration/general/outbox): the mail settings, and every message the
// server has sent, so one can see what went out without a mailbox.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager as TablePagination } from '../../components/pager/pager.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { MailSettingsForm } from './components/mail-settings-form.tsx';
import { OutboxList } from './components/outbox-list.tsx';
import './help.css';
import { useMailSettings, useUpdateMailSettings } from './hooks/use-mail-settings.ts';
import { useOutbox } from './hooks/use-outbox.ts';

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div className="card" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('outboxPage.retry')}
      </button>
    </div>
  );
}

export function OutboxPage() {
  const { t } = useTranslation('help');
  const toast = useToast();
  const [page, setPage] = useState(0);
  const settings = useMailSettings();
  const update = useUpdateMailSettings();
  const outbox = useOutbox(page);

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('outboxPage.title')}</h1>
      </header>
      <div className="outbox-section">
        {settings.isPending ? (
          <Spinner label={t('outboxPage.mailSettings')} />
        ) : settings.isError ? (
          <LoadFailure
            message={t('outboxPage.settingsLoadFailed', { message: settings.error.message })}
            onRetry={() => settings.refetch()}
          />
        ) : (
          <MailSettingsForm
            settings={settings.data}
            saving={update.isPending}
            onSave={(input) =>
              update.mutate(input, {
                onSuccess: () => toast.show({ kind: 'success', title: t('outboxPage.saved') }),
                onError: (error) =>
                  toast.show({
                    kind: 'error',
                    title: t('outboxPage.saveFailed'),
                    description: error.message,
                  }),
              })
            }
          />
        )}
      </div>
      <section className="outbox-section" aria-labelledby="outbox-messages">
        <div className="page__header">
          <h2 id="outbox-messages">{t('outboxPage.messages')}</h2>
          <button
            type="button"
            className="button"
            onClick={() => outbox.refetch()}
            disabled={outbox.isFetching}
          >
            {t('outboxPage.refresh')}
          </button>
        </div>
        {outbox.isPending ? (
          <Spinner label={t('outboxPage.messages')} />
        ) : outbox.isError ? (
          <LoadFailure
            message={t('outboxPage.listLoadFailed', { message: outbox.error.message })}
            onRetry={() => outbox.refetch()}
          />
        ) : outbox.data.results.length === 0 ? (
          <p className="empty-state">{t('outboxPage.empty')}</p>
        ) : (
          <>
            <OutboxList messages={outbox.data.results} />
            <TablePagination
              pageIndex={page}
              pageCount={outbox.data.totalPages}
              totalCount={outbox.data.totalElements}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
    </section>
  );
}
