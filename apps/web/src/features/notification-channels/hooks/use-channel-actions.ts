// The row actions of the channel list that run at once: a test message, whose result stays on the
// page, and deletion after a confirmation; failures and successes are told in toasts.
import type { ChannelTestResult, NotificationChannel } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useDeleteChannel, useTestChannel } from './use-channel-mutations.ts';

export interface ShownTestResult extends ChannelTestResult {
  channelName: string;
}

export function useChannelActions() {
  const { t } = useTranslation('notificationChannels');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const testChannel = useTestChannel();
  const deleteChannel = useDeleteChannel();
  const [testingId, setTestingId] = useState<number | null>(null);
  const [testResult, setTestResult] = useState<ShownTestResult | null>(null);
  const [deleting, setDeleting] = useState<NotificationChannel | null>(null);

  const describe = (error: Error) => (error instanceof ApiRequestError ? errorMessage(error) : error.message);

  const test = (channel: NotificationChannel) => {
    setTestingId(channel.id);
    testChannel.mutate(channel.id, {
      onSuccess: (result) => setTestResult({ ...result, channelName: channel.name }),
      onError: (error) =>
        toast.show({ kind: 'error', title: t('toasts.testFailed'), description: describe(error) }),
      onSettled: () => setTestingId(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    deleteChannel.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        toast.show({ kind: 'success', title: t('toasts.deleted', { name }) });
      },
      onError: (error) =>
        toast.show({ kind: 'error', title: t('toasts.deleteFailed'), description: describe(error) }),
    });
  };

  return {
    test,
    testingId,
    testResult,
    clearTestResult: () => setTestResult(null),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: deleteChannel.isPending,
  };
}
