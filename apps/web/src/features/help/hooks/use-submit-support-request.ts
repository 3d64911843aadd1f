// Sends a support request; the answer's resultCode says whether support accepted it.
import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof helpApi.submitSupportRequest>) =>
      apiCall(helpApi.submitSupportRequest, { body }),
  });
}
