// Signed download links for attachments: five minutes, for the technician who asked for them only.
import { createLinkToken, invalidLink, verifyLinkToken } from '../http/signed-link.ts';

export const DOWNLOAD_PATH = '/api/attachments/download';
const RESOURCE_PREFIX = 'attachment:';

export function signedDownloadUrl(
  key: string,
  userId: number,
  attachmentToken: string,
  now = Date.now(),
): string {
  const { token } = createLinkToken(key, `${RESOURCE_PREFIX}${attachmentToken}`, userId, now);
  return `${DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
}

/** The attachment token a link grants this user; answers 403 for a forged, expired or foreign link. */
export function attachmentFromLink(key: string, userId: number, linkToken: string, now = Date.now()): string {
  const { resource } = verifyLinkToken(key, linkToken, userId, now);
  // A link made for something else (a backup download, say) does not open attachments.
  if (!resource.startsWith(RESOURCE_PREFIX)) throw invalidLink();
  return resource.slice(RESOURCE_PREFIX.length);
}
