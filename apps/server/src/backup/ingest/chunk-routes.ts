// Raw chunk transfer for agents: which chunks are missing, upload an encoded chunk or a batch of them,
// fetch one back or many in one request. Bodies are the encoded bytes themselves, so these routes have no JSON contract.
// An upload is stored only when its id is new and its bytes prove to be that chunk; a stored chunk is
// never replaced.
import { Readable } from 'node:stream';
import { agentApi, chunkReadBodySchema } from '@warden/domain';
import {
  BlobNotFoundError,
  decodeChunkBatch,
  isChunkId,
  MAX_ENCODED_CHUNK_SIZE,
  readChunkHeader,
} from '@warden/store';
import type { FastifyInstance } from 'fastify';
import { inBatches } from '../../db/in-batches.ts';
import { ApiError, badRequest, notFound } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { storeChunks } from '../storage/pack-writer.ts';
import { deviceMayReadChunk } from './chunk-access.ts';
import { chunkFrames, readableChunkLocations } from './chunk-batch-read.ts';
import { ingestPolicy as policy } from './policy.ts';
import { bodyMemory, UploadedBytes, uploadParser } from './upload-body.ts';
import { verifiedUpload } from './verified-upload.ts';

/** A batch upload: room for a few full-size chunks, or thousands of small files' chunks. */
const MAX_BATCH_BODY = 32 * 1024 * 1024;

function uploaded(body: unknown, what: string): UploadedBytes {
  if (body instanceof UploadedBytes) return body;
  throw badRequest(`Send the ${what} as application/octet-stream`, { body: 'Required' });
}

export async function chunkRoutes(app: FastifyInstance) {
  const storage = app.backupStorage;
  const bodies = bodyMemory();
  app.addContentTypeParser('application/octet-stream', uploadParser(bodies));

  route(app, agentApi.missingChunks, policy.chunks, async ({ request, body }) => {
    const orgId = request.device!.organizationId;
    const rows = await inBatches(body.ids, (batch) =>
      app.db.kysely
        .selectFrom('chunks')
        .select('id')
        .where('organization_id', '=', orgId)
        .where('id', 'in', batch)
        .execute(),
    );
    const known = new Set(rows.map((r) => r.id));
    return { missing: [...new Set(body.ids)].filter((id) => !known.has(id)) };
  });

  app.route<{ Params: { id: string }; Body: unknown }>({
    method: 'PUT',
    url: '/agent/chunks/:id',
    bodyLimit: MAX_ENCODED_CHUNK_SIZE,
    config: { access: policy.chunks },
    schema: { hide: true },
    handler: async (request) => {
      const { id } = request.params;
      if (!isChunkId(id))
        throw badRequest('The chunk id must be a SHA-256 in lowercase hex', { id: 'Invalid chunk id' });
      const body = uploaded(request.body, 'encoded chunk');
      try {
        readChunkHeader(body.data, id);
      } catch {
        throw badRequest('The chunk is not in the repository format', { body: 'Malformed chunk' });
      }
      const orgId = request.device!.organizationId;
      const key = await storage.dataKey(orgId);
      const verified = await verifiedUpload(storage.decoders, key, body, [{ id, data: body.data }]);
      const stored = await storeChunks(app.db, storage, orgId, verified.chunks);
      if (verified.memory) bodies.give(verified.memory);
      return { ok: true, alreadyStored: !stored.has(id) };
    },
  });

  // Many chunks in one request (chunk-batch framing): they become one pack (a few, past its size),
  // written and synced once and recorded in one transaction, so small files do not each pay a round
  // trip, a stored object and a sync.
  app.route<{ Body: unknown }>({
    method: 'PUT',
    url: '/agent/chunks',
    bodyLimit: MAX_BATCH_BODY,
    config: { access: policy.chunks },
    schema: { hide: true },
    handler: async (request) => {
      const body = uploaded(request.body, 'chunk batch');
      let chunks: ReturnType<typeof decodeChunkBatch>;
      try {
        chunks = decodeChunkBatch(body.data, MAX_ENCODED_CHUNK_SIZE);
      } catch (err) {
        throw badRequest(`The chunk batch is malformed: ${(err as Error).message}`, {
          body: 'Malformed batch',
        });
      }
      const orgId = request.device!.organizationId;
      const key = await storage.dataKey(orgId);
      const verified = await verifiedUpload(storage.decoders, key, body, chunks);
      await storeChunks(app.db, storage, orgId, verified.chunks);
      // Stored and synced: nothing refers to the body's memory any more.
      if (verified.memory) bodies.give(verified.memory);
      return { ok: true, stored: chunks.length };
    },
  });

  // A restore's chunks many at a time, framed (see chunkReadBodySchema): a round trip per chunk was
  // most of a restore's time. Chunks the device may not read are empty frames, as absent ones are.
  app.route<{ Body: { ids: string[] } }>({
    method: 'POST',
    url: '/agent/chunks/batch',
    config: { access: policy.chunks },
    schema: { hide: true, body: chunkReadBodySchema },
    handler: async (request, reply) => {
      const { ids } = request.body;
      const device = request.device!;
      const located = await readableChunkLocations(app.db, device, ids);
      const frames = Readable.from(chunkFrames(storage, device.organizationId, ids, located));
      return reply.type('application/octet-stream').send(frames);
    },
  });

  app.route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/agent/chunks/:id',
    config: { access: policy.chunks },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!isChunkId(id))
        throw badRequest('The chunk id must be a SHA-256 in lowercase hex', { id: 'Invalid chunk id' });
      if (!(await deviceMayReadChunk(app.db, request.device!.id, id))) throw notFound('Chunk');
      try {
        const data = await storage.readEncoded(request.device!.organizationId, id);
        return reply.type('application/octet-stream').send(data);
      } catch (err) {
        if (err instanceof BlobNotFoundError) throw notFound('Chunk');
        throw new ApiError(500, 'INTERNAL', 'The chunk could not be read');
      }
    },
  });
}
