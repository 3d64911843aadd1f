// The restore dialog's folder tree on a live device: listing and New Folder are relayed to the
// device's agent over its WebSocket; without an answer within 15 s the tree says so.
import { DEVICE_FOLDER_PAGE_SIZE, validateFolderName } from '@warden/domain';
import { type AgentHub, AgentUnavailableError } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { ApiError, badRequest, conflict } from '../http/api-error.ts';
import { assertActionAllowed } from '../policies/allowed-actions.ts';
import { restoreDevice } from './restore-devices.ts';
import { checkDeviceFolder } from './restore-paths.ts';

export const LISTING_UNAVAILABLE = 'Directory listing unavailable.';
const RELAY_TIMEOUT_MS = 15_000;

const unavailable = () => new ApiError(503, 'INTERNAL', LISTING_UNAVAILABLE);

async function relay<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    if (err instanceof AgentUnavailableError) throw unavailable();
    throw err;
  }
}

export async function listDeviceFolder(
  db: Db,
  hub: AgentHub,
  auth: AuthContext,
  nodeId: number,
  query: { path: string; cursor?: string },
) {
  const device = await restoreDevice(db, auth, nodeId);
  await assertActionAllowed(db, nodeId, 'BROWSE_FILES');
  let folder = '';
  if (query.path !== '') {
    const checked = checkDeviceFolder(query.path, device.family);
    if ('error' in checked)
      throw badRequest('The path must be an absolute folder on the device', { path: 'Invalid' });
    folder = checked.path;
  }
  const answer = await relay(() =>
    hub.request<'listFolderResult'>(
      nodeId,
      { type: 'listFolder', path: folder, cursor: query.cursor ?? null },
      RELAY_TIMEOUT_MS,
    ),
  );
  if (answer.error !== undefined || !answer.entries) throw unavailable();
  return { entries: answer.entries.slice(0, DEVICE_FOLDER_PAGE_SIZE), nextCursor: answer.nextCursor ?? null };
}

export async function createDeviceFolder(
  db: Db,
  hub: AgentHub,
  auth: AuthContext,
  nodeId: number,
  body: { nodeId: number; folderName: string; path: string },
) {
  const device = await restoreDevice(db, auth, nodeId);
  if (body.nodeId !== nodeId) throw badRequest('The body names another device', { nodeId: 'Invalid' });
  await assertActionAllowed(db, nodeId, 'BROWSE_FILES');
  const nameError = validateFolderName(body.folderName, device.family);
  if (nameError) throw badRequest(`The folder name is ${nameError.toLowerCase()}`, { folderName: nameError });
  const parent = checkDeviceFolder(body.path, device.family);
  if ('error' in parent)
    throw badRequest('The path must be an absolute folder on the device', { path: parent.error });
  const answer = await relay(() =>
    hub.request<'createFolderResult'>(
      nodeId,
      { type: 'createFolder', path: parent.path, name: body.folderName },
      RELAY_TIMEOUT_MS,
    ),
  );
  if (answer.path) return { path: answer.path };
  const error = answer.error ?? 'no answer';
  if (error === 'Required' || error === 'Invalid') {
    throw badRequest(`The folder name is ${error.toLowerCase()}`, { folderName: error });
  }
  if (error.includes('EEXIST'))
    throw conflict('A folder with this name already exists', { folderName: 'Already exists' });
  throw badRequest(`The folder could not be created: ${error}`, { path: error.slice(0, 200) });
}
