// Where a plan's chunks go: the server's cloud store (only chunks it lacks travel, many to a
// request), a LOCAL repository folder, or both. Each answers which chunks of a batch it newly stored.

import { agentApi } from '@warden/domain/agent';
import type { ChunkRepository } from '@warden/store';
import { type EncodedChunk, encodeChunkBatchParts, openLocalRepository } from '@warden/store';
import type { ServerApi } from '../api/server-api.ts';

export interface ChunkSink {
  /** Stores a batch of distinct chunks; answers the ids that were not stored before. */
  store(chunks: EncodedChunk[]): Promise<Set<string>>;
}

/** The server refuses bodies over 32 MiB; a request stays well under that. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/**
 * Chunk ids the server is known to hold, so repeated content is not asked about again. Only a cache:
 * past this many it starts afresh, and a backup of millions of files keeps its memory flat.
 */
const KNOWN_IDS_MAX = 50_000;

export class CloudSink implements ChunkSink {
  private known = new Set<string>();

  constructor(private api: ServerApi) {}

  async store(chunks: EncodedChunk[]): Promise<Set<string>> {
    const fresh = chunks.filter((c) => !this.known.has(c.id));
    if (fresh.length === 0) return new Set();
    const { missing } = await this.api.call(agentApi.missingChunks, {
      body: { ids: [...new Set(fresh.map((c) => c.id))] },
    });
    const wanted = new Set(missing);
    const uploads = fresh.filter((c) => wanted.delete(c.id));
    let request: EncodedChunk[] = [];
    let requestBytes = 0;
    const send = async () => {
      if (request.length) await this.api.putBytes('/agent/chunks', encodeChunkBatchParts(request));
      request = [];
      requestBytes = 0;
    };
    for (const chunk of uploads) {
      if (requestBytes + chunk.data.length > MAX_REQUEST_BYTES) await send();
      request.push(chunk);
      requestBytes += chunk.data.length;
    }
    await send();
    if (this.known.size + fresh.length > KNOWN_IDS_MAX) this.known.clear();
    for (const c of fresh) this.known.add(c.id);
    return new Set(uploads.map((c) => c.id));
  }
}

export class LocalSink implements ChunkSink {
  private constructor(private repository: ChunkRepository) {}

  static async open(folder: string, organizationId: number, key: Buffer): Promise<LocalSink> {
    const { repository } = await openLocalRepository(folder, `org-${organizationId}`, key);
    return new LocalSink(repository);
  }

  async store(chunks: EncodedChunk[]): Promise<Set<string>> {
    return new Set(await this.repository.putEncodedMany(chunks));
  }
}

export class BothSink implements ChunkSink {
  constructor(private sinks: ChunkSink[]) {}

  async store(chunks: EncodedChunk[]): Promise<Set<string>> {
    const stored = await Promise.all(this.sinks.map((s) => s.store(chunks)));
    return new Set(stored.flatMap((ids) => [...ids]));
  }
}
