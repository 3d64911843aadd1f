// The mention picker's call: technicians a comment on one ticket may mention, found by name or
// e-mail, or named by id when a stored comment's mentions are shown again.
import { z } from 'zod';
import { coercedIdSchema, idSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { mentionCandidateSchema } from '../rich-text/mention-candidate.ts';

/** At most this many technicians answer one search. */
export const MENTION_CANDIDATES_MAX = 20;
/** At most this many ids are resolved in one call. */
export const MENTION_IDS_MAX = 200;

const mentionIdList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'Expected comma-separated ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(idSchema).max(MENTION_IDS_MAX));

export const mentionCandidatesQuerySchema = z
  .strictObject({
    query: z.string().trim().max(200).optional(),
    ids: mentionIdList.optional(),
  })
  .refine((q) => q.query === undefined || q.ids === undefined, {
    message: 'Give either query or ids, not both',
    path: ['ids'],
  });
export type MentionCandidatesQuery = z.input<typeof mentionCandidatesQuerySchema>;

export const mentionApi = {
  candidates: endpoint({
    method: 'GET',
    path: '/ticketing/ticket/:ticketId/mention-candidates',
    summary:
      'Technicians to mention on a ticket: by name or e-mail (at most 20, by name), or exactly the ids given (deleted ones included)',
    tags: ['tickets'],
    params: z.strictObject({ ticketId: coercedIdSchema }),
    query: mentionCandidatesQuerySchema,
    response: z.array(mentionCandidateSchema),
  }),
};
