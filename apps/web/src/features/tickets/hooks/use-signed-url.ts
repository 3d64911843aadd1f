// Signed links to comment attachments for the attachment grid and the rich-text viewer. A link is
// kept for 55 s (spec 001 §9), so cards and previews of the same file share one call.

import { useQueryClient } from '@tanstack/react-query';
import { attachmentsApi, richTextLimits } from '@warden/domain';
import { useCallback } from 'react';
import { apiCall } from '../../../api/client.ts';

export const signedUrlKey = (attachmentId: number) => ['attachments', 'signed-url', attachmentId] as const;
export const contentIdSignedUrlKey = (contentId: string) =>
  ['attachments', 'signed-url', 'content-id', contentId] as const;

/** The signed link of an attachment by its id; rejects when the server refuses it. */
export function useSignedUrlFetcher(): (attachmentId: number) => Promise<string> {
  const client = useQueryClient();
  return useCallback(
    (attachmentId: number) =>
      client.fetchQuery({
        queryKey: signedUrlKey(attachmentId),
        queryFn: async () =>
          (await apiCall(attachmentsApi.signedUrl, { params: { id: String(attachmentId) } })).signedUrl,
        staleTime: richTextLimits.signedUrlCacheMs,
      }),
    [client],
  );
}

/** The signed link of an inline attachment by its content id; '' when it cannot be had. */
export function useContentIdResolver(): (contentId: string) => Promise<string> {
  const client = useQueryClient();
  return useCallback(
    async (contentId: string) => {
      try {
        return await client.fetchQuery({
          queryKey: contentIdSignedUrlKey(contentId),
          queryFn: async () =>
            (await apiCall(attachmentsApi.signedUrlByContentId, { params: { id: contentId } })).signedUrl,
          staleTime: richTextLimits.signedUrlCacheMs,
        });
      } catch {
        // The server has reported why; an inline image without a link shows its own failure.
        return '';
      }
    },
    [client],
  );
}
