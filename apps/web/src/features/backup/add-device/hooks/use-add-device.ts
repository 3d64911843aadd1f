// What the Add device dialog shows for the chosen organisation, and replacing its token: the dialog
// takes these as values and callbacks and calls no API itself.
import type { agentApi, EndpointResponse } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../../components/toast/toast-provider.tsx';
import { useOrganizationDetail } from '../../../organizations/hooks/use-organization-detail.ts';
import { useEnrollment, useRotateEnrollment } from './use-enrollment.ts';

type Enrollment = EndpointResponse<typeof agentApi.enrollment>;

export interface AddDeviceData {
  organizationName: string;
  enrollment: Enrollment | undefined;
  /** Why the command could not be loaded, ready to show. */
  loadError: string | null;
  replaceToken: () => void;
  replacing: boolean;
}

export function useAddDevice(organizationId: number | undefined): AddDeviceData {
  const { t } = useTranslation('backup');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const organization = useOrganizationDetail(organizationId);
  const enrollment = useEnrollment(organizationId);
  const rotate = useRotateEnrollment();
  const replaceToken = () => {
    if (organizationId === undefined) return;
    rotate.mutate(organizationId, {
      onSuccess: () => toast.show({ kind: 'success', title: t('addDevice.tokenReplaced') }),
      onError: (error) =>
        toast.show({ kind: 'error', title: t('plans.actionFailed'), description: errorMessage(error) }),
    });
  };
  return {
    organizationName: organization.data?.name ?? `#${organizationId}`,
    enrollment: enrollment.data,
    loadError: enrollment.error ? errorMessage(enrollment.error) : null,
    replaceToken,
    replacing: rotate.isPending,
  };
}
