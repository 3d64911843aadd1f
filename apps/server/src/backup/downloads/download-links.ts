// Download links: the resource a link opens is the request that asked for it, signed with the user it
// was issued to (http/signed-link.ts); opening the link resolves that request again.
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Db } from '../../db/database.ts';
import { createLinkToken, invalidLink, verifyLinkToken } from '../../http/signed-link.ts';
import type { DownloadTarget } from './download-target.ts';
import { folderTarget, revisionTarget } from './file-targets.ts';
import { imageTarget } from './image-target.ts';

export const DOWNLOADS_PATH = '/backup/downloads';
const RESOURCE_PREFIX = 'backup:';

const id = z.number().int().positive();
const resourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('revision'), nodeId: id, planId: id, revisionId: id }),
  z.strictObject({
    kind: z.literal('folder'),
    nodeId: id,
    planId: id,
    folderId: id,
    jobId: id,
    restoreDeleted: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('image'),
    nodeId: id,
    planId: id,
    revisionId: id,
    fileBase64: z.string(),
    type: z.enum(['FILE', 'FOLDER']),
  }),
]);
export type DownloadResource = z.infer<typeof resourceSchema>;

export function resolveTarget(
  db: Db,
  auth: AuthContext,
  resource: DownloadResource,
): Promise<DownloadTarget> {
  switch (resource.kind) {
    case 'revision':
      return revisionTarget(db, auth, resource);
    case 'folder':
      return folderTarget(db, auth, resource);
    case 'image':
      return imageTarget(db, auth, resource);
  }
}

export function issueLink(
  signingKey: string,
  auth: AuthContext,
  resource: DownloadResource,
  fileName: string,
) {
  const link = createLinkToken(signingKey, `${RESOURCE_PREFIX}${JSON.stringify(resource)}`, auth.user.id);
  return {
    url: `/api${DOWNLOADS_PATH}?token=${link.token}`,
    fileName,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/** The resource of a link issued to this user and not yet expired; 403 otherwise. */
export function openLink(signingKey: string, auth: AuthContext, token: string): DownloadResource {
  const { resource } = verifyLinkToken(signingKey, token, auth.user.id);
  // A link made for something else (an attachment, say) does not open backup data.
  if (!resource.startsWith(RESOURCE_PREFIX)) throw invalidLink();
  let parsed: ReturnType<typeof resourceSchema.safeParse>;
  try {
    parsed = resourceSchema.safeParse(JSON.parse(resource.slice(RESOURCE_PREFIX.length)));
  } catch {
    throw invalidLink();
  }
  if (!parsed.success) throw invalidLink();
  return parsed.data;
}
