// A LOCAL backup folder: a warden-repository.json marker naming the format, namespace and key, and the
// chunks in FileBlobStore layout beside it, the same layout the server uses for its own blobs.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { InvalidBlobKeyError, isBlobKeySegment } from './blob-store.ts';
import { ChunkRepository } from './chunk-repository.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { assertKey } from './keys.ts';

export const MARKER_FILE = 'warden-repository.json';
const FORMAT = 'warden-repository';
const FORMAT_VERSION = 1;

export interface RepositoryMarker {
  format: typeof FORMAT;
  version: number;
  namespace: string;
  /** ISO 8601 time the folder became a repository. */
  createdAt: string;
  /** Identifies the data key without revealing it, so a folder is never written with a second key. */
  keyId: string;
}

export interface LocalRepository {
  repository: ChunkRepository;
  store: FileBlobStore;
  marker: RepositoryMarker;
  /** Whether this call made the folder a repository. */
  created: boolean;
}

export class LocalRepositoryError extends Error {
  override readonly name = 'LocalRepositoryError';
}

export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('warden repository key id').digest('hex').slice(0, 16);
}

function checkMarker(file: string, value: unknown, namespace: string, keyId: string): RepositoryMarker {
  const marker = value as Partial<RepositoryMarker> | null;
  if (typeof marker !== 'object' || marker === null || marker.format !== FORMAT) {
    throw new LocalRepositoryError(`${file} is not a Warden repository marker`);
  }
  if (typeof marker.version !== 'number' || marker.version > FORMAT_VERSION) {
    throw new LocalRepositoryError(
      `${file} has repository format ${marker.version}, newer than this version reads`,
    );
  }
  if (marker.namespace !== namespace) {
    throw new LocalRepositoryError(`${file} belongs to namespace ${marker.namespace}, not ${namespace}`);
  }
  if (marker.keyId !== keyId) throw new LocalRepositoryError(`${file} was written with a different data key`);
  if (typeof marker.createdAt !== 'string') throw new LocalRepositoryError(`${file} has no creation time`);
  return marker as RepositoryMarker;
}

async function writeMarker(file: string, marker: RepositoryMarker): Promise<void> {
  // Written whole then renamed, so a crash never leaves a half marker; two racing creators write
  // equivalent markers, so whichever rename lands last is as good as the other.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(`${JSON.stringify(marker, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Opens the repository in folder, making the folder one when it has no marker yet. */
export async function openLocalRepository(
  folder: string,
  namespace: string,
  key: Buffer,
): Promise<LocalRepository> {
  if (!isBlobKeySegment(namespace)) {
    throw new InvalidBlobKeyError(namespace, 'a namespace is a single segment of [A-Za-z0-9_-]');
  }
  assertKey(key, 'Data key');
  const root = path.resolve(folder);
  const file = path.join(root, MARKER_FILE);
  const keyId = keyIdOf(key);
  let marker: RepositoryMarker;
  let created = false;
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === null) {
    await mkdir(root, { recursive: true });
    marker = {
      format: FORMAT,
      version: FORMAT_VERSION,
      namespace,
      createdAt: new Date().toISOString(),
      keyId,
    };
    await writeMarker(file, marker);
    created = true;
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new LocalRepositoryError(`${file} is damaged (not JSON)`);
    }
    marker = checkMarker(file, parsed, namespace, keyId);
  }
  const store = new FileBlobStore(root);
  return { repository: new ChunkRepository(store, namespace, key), store, marker, created };
}
