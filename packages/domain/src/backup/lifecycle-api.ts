// Backup upkeep calls whose paths spec 000 does not show: the integrity check of stored chunks.
// Documented in docs/backup.md.
import { z } from 'zod';
import { idSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';

export const chunkProblemSchema = z.object({ organizationId: z.number(), chunkId: z.string() });

export const verifyReportSchema = z.object({
  /** Distinct stored chunks that revisions on cloud storage reference, each read and decoded. */
  chunksChecked: z.number().int().nonnegative(),
  missing: z.array(chunkProblemSchema),
  corrupt: z.array(chunkProblemSchema),
  /** Revisions that reference at least one missing or corrupt chunk. */
  revisionsAffected: z.number().int().nonnegative(),
});
export type VerifyReport = z.infer<typeof verifyReportSchema>;

export const backupLifecycleApi = {
  verify: endpoint({
    method: 'POST',
    path: '/backup/verify',
    summary: 'Check that every chunk a cloud revision references is present and decodes to its id',
    tags: ['backup'],
    body: z.strictObject({ organizationId: idSchema.optional() }),
    response: verifyReportSchema,
  }),
};
