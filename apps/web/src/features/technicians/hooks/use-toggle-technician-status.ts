// Disables or re-enables a technician from the list in one step, keeping the rest of the account.
// An account without a role cannot be saved as is, so it opens the edit form instead.
import type { Technician } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useUpdateTechnician } from './use-technician-mutations.ts';

export function useToggleTechnicianStatus(needsEdit: (technician: Technician) => void) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useUpdateTechnician();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = (technician: Technician) => {
    if (technician.roleId === null) {
      needsEdit(technician);
      return;
    }
    const status = technician.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
    const name = technician.displayName;
    setBusyId(technician.id);
    update.mutate(
      {
        id: technician.id,
        body: {
          firstName: technician.firstName,
          lastName: technician.lastName,
          phone: technician.phone,
          roleId: technician.roleId,
          status,
        },
      },
      {
        onSuccess: () =>
          toast.show({
            kind: 'success',
            title: t(status === 'DISABLED' ? 'technicians.toasts.disabled' : 'technicians.toasts.enabled', {
              name,
            }),
          }),
        onError: (error) =>
          toast.show({
            kind: 'error',
            title: t('technicians.toasts.saveFailed'),
            description: error instanceof ApiRequestError ? errorMessage(error) : undefined,
          }),
        onSettled: () => setBusyId(null),
      },
    );
  };
  return { run, busyId };
}
