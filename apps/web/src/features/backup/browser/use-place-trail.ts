// Opens a place read from a link: asks the server what the place needs (the device's plans, the
// trail down to the folder or file, an image plan's volumes) and builds the browser's trail from it.
import { useQuery } from '@tanstack/react-query';
import { backupBrowseApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { backupKeys } from '../hooks/backup-query-keys.ts';
import { useBackupPlans } from '../hooks/use-backup-plans.ts';
import { type BrowsePlace, trailOfPlace } from './browse-place.ts';
import { ROOT_TRAIL, type Trail } from './browse-trail.ts';

export type PlaceTrail =
  | { status: 'ready'; trail: Trail }
  | { status: 'pending' }
  /** The place is not there, or not for this technician (another organisation's, deleted, no right). */
  | { status: 'missing' }
  | { status: 'error'; error: unknown; retry: () => void };

/** Answers that say the place is out of reach rather than that the call failed. */
const outOfReach = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

export function usePlaceTrail(nodeId: number, place: BrowsePlace | null): PlaceTrail {
  const planId = place?.plan ?? 0;
  const plans = useBackupPlans(nodeId);
  const volumes = useQuery({
    queryKey: backupKeys.volumes(nodeId, planId),
    queryFn: ({ signal }) => apiCall(backupBrowseApi.volumes, { params: { nodeId, planId }, signal }),
    enabled: place?.volume !== undefined,
  });
  const folderId = place?.folder ?? 0;
  const folderTrail = useQuery({
    queryKey: [...backupKeys.device(nodeId), 'trail', planId, 'folder', folderId],
    queryFn: ({ signal }) =>
      apiCall(backupBrowseApi.folderTrail, { params: { nodeId, planId, folderId }, signal }),
    enabled: place?.folder !== undefined,
  });
  const fileId = place?.file ?? 0;
  const fileTrail = useQuery({
    queryKey: [...backupKeys.device(nodeId), 'trail', planId, 'file', fileId],
    queryFn: ({ signal }) =>
      apiCall(backupBrowseApi.fileTrail, { params: { nodeId, planId, fileId }, signal }),
    enabled: place?.file !== undefined,
  });
  if (!place) return { status: 'ready', trail: ROOT_TRAIL };
  const needed: { error: unknown; isPending: boolean; refetch: () => unknown }[] = [plans];
  if (place.volume !== undefined) needed.push(volumes);
  if (place.folder !== undefined) needed.push(folderTrail);
  if (place.file !== undefined) needed.push(fileTrail);
  const failed = needed.find((query) => query.error);
  if (failed) {
    if (outOfReach(failed.error)) return { status: 'missing' };
    return { status: 'error', error: failed.error, retry: () => void failed.refetch() };
  }
  if (needed.some((query) => query.isPending)) return { status: 'pending' };
  const trail = trailOfPlace(place, {
    plans: plans.data ?? [],
    volumes: volumes.data,
    folderTrail: folderTrail.data,
    fileTrail: fileTrail.data,
  });
  return trail ? { status: 'ready', trail } : { status: 'missing' };
}
