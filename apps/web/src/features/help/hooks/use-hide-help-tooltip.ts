// Hides the one-time guide tooltip for good and records it in the cached session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpApi, type Session } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { sessionQueryKey } from '../../auth/hooks/use-session.ts';

export function useHideHelpTooltip() {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('help');
  return useMutation({
    mutationFn: () => apiCall(helpApi.hideTooltip),
    onSuccess: () =>
      client.setQueryData<Session | null>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, hideHelpTooltip: true } } : session,
      ),
    onError: () => toast.show({ kind: 'error', title: t('guide.saveFailed') }),
  });
}
