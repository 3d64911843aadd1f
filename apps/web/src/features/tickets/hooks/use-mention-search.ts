// The editor's mention services for one ticket: technician search, and lookup by id for mentions a
// stored comment names. Lookups asked for in the same tick go out as one call, so a comment with
// many mentions costs one request.
import { MENTION_IDS_MAX, type MentionCandidate, mentionApi } from '@warden/domain';
import { useMemo } from 'react';
import { apiCall } from '../../../api/client.ts';
import type { RichTextServices } from '../../../components/rich-text/rich-text-services.ts';

type Waiting = Map<number, { resolve: (c: MentionCandidate | null) => void; reject: (e: unknown) => void }[]>;

function batchedLookup(ticketId: number) {
  let waiting: Waiting | null = null;

  async function flush(batch: Waiting) {
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += MENTION_IDS_MAX) {
      const chunk = ids.slice(i, i + MENTION_IDS_MAX);
      try {
        const found = await apiCall(mentionApi.candidates, {
          params: { ticketId },
          query: { ids: chunk.join(',') },
        });
        const byId = new Map(found.map((c) => [c.id, c]));
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
      }
    }
  }

  return (id: number) =>
    new Promise<MentionCandidate | null>((resolve, reject) => {
      if (!waiting) {
        const batch: Waiting = new Map();
        waiting = batch;
        queueMicrotask(() => {
          waiting = null;
          void flush(batch);
        });
      }
      const list = waiting.get(id) ?? [];
      list.push({ resolve, reject });
      waiting.set(id, list);
    });
}

export function useMentionServices(
  ticketId: number,
): Pick<RichTextServices, 'searchMentions' | 'resolveMention'> {
  return useMemo(
    () => ({
      searchMentions: (query: string) =>
        apiCall(mentionApi.candidates, { params: { ticketId }, query: { query } }),
      resolveMention: batchedLookup(ticketId),
    }),
    [ticketId],
  );
}
