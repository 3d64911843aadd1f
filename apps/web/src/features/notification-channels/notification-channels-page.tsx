// Administration › Apps › Notification channels: the channels rules send through (e-mail, SMS,
// Slack) with add, edit, delete and a test message, and the recent deliveries with their outcome.
import type { ChannelCreate, DeliveryStatus, NotificationChannel } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { ChannelForm } from './components/channel-form.tsx';
import { ChannelsTable } from './components/channels-table.tsx';
import { DeleteChannelDialog } from './components/delete-channel-dialog.tsx';
import { DeliveriesPanel } from './components/deliveries-panel.tsx';
import { TestResult } from './components/test-result.tsx';
import { useChannelActions } from './hooks/use-channel-actions.ts';
import { useCreateChannel, useUpdateChannel } from './hooks/use-channel-mutations.ts';
import { useDeliveries } from './hooks/use-deliveries.ts';
import { useNotificationChannels } from './hooks/use-notification-channels.ts';
import './notification-channels.css';

const DELIVERIES_PAGE_SIZE = 25;

type DialogState = { kind: 'create' } | { kind: 'edit'; channel: NotificationChannel } | null;

export function NotificationChannelsPage() {
  const { t } = useTranslation('notificationChannels');
  const allowed = useSession().permissions.canManageTicketing;
  const channels = useNotificationChannels({ enabled: allowed });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [status, setStatus] = useState<DeliveryStatus | undefined>();
  const [page, setPage] = useState(0);
  const deliveries = useDeliveries({ status, page, size: DELIVERIES_PAGE_SIZE }, { enabled: allowed });
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const actions = useChannelActions();

  if (!allowed) {
    return (
      <section className="page">
        <h1>{t('title')}</h1>
        <p className="empty-state">{t('noPermission')}</p>
      </section>
    );
  }

  const editing = dialog?.kind === 'edit' ? dialog.channel : null;
  return (
    <section className="page notification-channels">
      <PageHeader
        title={t('title')}
        add={{ label: t('add'), onClick: () => setDialog({ kind: 'create' }) }}
      />
      {actions.testResult && (
        <TestResult
          channelName={actions.testResult.channelName}
          deliveries={actions.testResult.deliveries}
          onClose={actions.clearTestResult}
        />
      )}
      <div className="table-wrap">
        {channels.isPending ? (
          <Spinner label={t('loading')} />
        ) : channels.isError ? (
          <p role="alert" className="empty-state">
            {t('loadFailed')}
          </p>
        ) : channels.data.length === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <ChannelsTable
            channels={channels.data}
            onEdit={(channel) => setDialog({ kind: 'edit', channel })}
            onTest={actions.test}
            onDelete={actions.askDelete}
            testingId={actions.testingId}
          />
        )}
      </div>
      <DeliveriesPanel
        list={deliveries}
        page={page}
        onPageChange={setPage}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      <DialogFrame
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={editing ? t('editTitle', { name: editing.name }) : t('createTitle')}
      >
        {dialog && (
          <ChannelForm
            key={editing?.id ?? 'new'}
            channel={editing}
            onSave={(body) =>
              editing
                ? update.mutateAsync({ id: editing.id, body })
                : create.mutateAsync(body as ChannelCreate)
            }
            onDone={() => setDialog(null)}
          />
        )}
      </DialogFrame>
      {actions.deleting && (
        <DeleteChannelDialog
          channelName={actions.deleting.name}
          pending={actions.deletePending}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
    </section>
  );
}
