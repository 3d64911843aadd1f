// A signed link to one of the technician's uploads; links live five minutes, so one is reused for
// 55 seconds only (spec 001, section 7).
import { useQuery } from '@tanstack/react-query';
import { attachmentsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export const ATTACHMENT_LINK_STALE_MS = 55_000;

export function useAttachmentLink(token: string | null) {
  return useQuery({
    queryKey: ['attachments', 'signed-url', token],
    queryFn: ({ signal }) => apiCall(attachmentsApi.signedUrl, { params: { id: token! }, signal }),
    enabled: token !== null,
    staleTime: ATTACHMENT_LINK_STALE_MS,
    gcTime: ATTACHMENT_LINK_STALE_MS,
    select: (answer) => answer.signedUrl,
  });
}

/** The text of a small text attachment, read through its signed link. */
export function useAttachmentText(signedUrl: string | undefined) {
  return useQuery({
    queryKey: ['attachments', 'text', signedUrl],
    queryFn: async ({ signal }) => {
      const res = await fetch(signedUrl!, { credentials: 'same-origin', signal });
      if (!res.ok) throw new Error(res.statusText || `HTTP ${res.status}`);
      return res.text();
    },
    enabled: signedUrl !== undefined,
    staleTime: ATTACHMENT_LINK_STALE_MS,
  });
}
