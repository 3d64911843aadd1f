// Deleting backup data with the password step-up: a delete answered 403 MFA_REQUIRED asks for the
// password, confirms it (auth step-up) and then sends the same delete again.
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiCall } from '../../../../api/client.ts';
import { useToast } from '../../../../components/toast/toast-provider.tsx';

const needsStepUp = (error: unknown) => error instanceof ApiRequestError && error.code === 'MFA_REQUIRED';

export function useDeleteBackupData(request: () => Promise<unknown>, onDeleted: () => void) {
  const { t } = useTranslation('backupDialogs');
  const toast = useToast();
  const [askPassword, setAskPassword] = useState(false);
  const remove = useMutation({ mutationFn: request });
  const stepUp = useMutation({
    mutationFn: (password: string) => apiCall(authApi.stepUp, { body: { password } }),
  });

  const run = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.show({ kind: 'success', title: t('delete.scheduled') });
        onDeleted();
      },
      onError: (error) => {
        if (needsStepUp(error)) setAskPassword(true);
        else toast.show({ kind: 'error', title: t('delete.failed') });
      },
    });

  const confirmPassword = (password: string) =>
    stepUp.mutate(password, {
      onSuccess: () => {
        setAskPassword(false);
        run();
      },
    });

  const stepUpError =
    stepUp.error instanceof ApiRequestError
      ? (stepUp.error.fields?.password ?? stepUp.error.message)
      : stepUp.isError
        ? t('stepUp.failed')
        : null;

  return {
    run,
    pending: remove.isPending,
    askPassword,
    confirmPassword,
    confirming: stepUp.isPending,
    stepUpError,
    cancelStepUp: () => {
      setAskPassword(false);
      stepUp.reset();
    },
  };
}
