// A technician offered in the mention menu, with the flags the menu shows (deleted, not allowed to view).
import { z } from 'zod';

export const mentionCandidateSchema = z.object({
  id: z.number(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  deleted: z.boolean(),
  permitted: z.boolean(),
});
export type MentionCandidate = z.infer<typeof mentionCandidateSchema>;
