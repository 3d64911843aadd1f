// Opens the academy in a new tab through a freshly signed sign-in link.
import { useMutation } from '@tanstack/react-query';
import { helpApi } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';

export function useOpenAcademy() {
  const toast = useToast();
  const { t } = useTranslation('help');
  return useMutation({
    mutationFn: async () => {
      // The tab is opened before the call so pop-up blockers see the click; it is pointed once the link arrives.
      const tab = window.open('about:blank', '_blank');
      try {
        const { absoluteLoginUrl } = await apiCall(helpApi.academyLoginUrl);
        if (tab) {
          tab.opener = null;
          tab.location.href = absoluteLoginUrl;
        } else {
          window.open(absoluteLoginUrl, '_blank', 'noopener');
        }
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onError: () => toast.show({ kind: 'error', title: t('academy.openFailed') }),
  });
}
