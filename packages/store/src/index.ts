// The backup repository format shared by the agent and the server: chunking, chunk encoding, keys and
// blob storage.
export {
  type BlobData,
  BlobNotFoundError,
  type BlobStore,
  blobKeySegments,
  InvalidBlobKeyError,
  isBlobKeySegment,
  readBlobRange,
} from './blob-store.ts';
export {
  ChunkBatchError,
  chunkFrameHeader,
  decodeChunkBatch,
  decodeChunkFrames,
  encodeChunkBatch,
  encodeChunkBatchParts,
} from './chunk-batch.ts';
export {
  CHUNK_OVERHEAD,
  type ChunkCodec,
  ChunkCorruptError,
  chunkIdOf,
  type DecodeOptions,
  decodeChunk,
  decodeChunkSync,
  type EncodedChunk,
  encodeChunk,
  encodeChunkAsync,
  isChunkId,
  MAX_CHUNK_SIZE,
  MAX_ENCODED_CHUNK_SIZE,
  readChunkHeader,
} from './chunk-codec.ts';
export { ChunkRepository } from './chunk-repository.ts';
export { chunkStream, DEFAULT_CHUNK_SIZES, FastCdc, type FastCdcOptions } from './fastcdc.ts';
export { FileBlobStore } from './file-blob-store.ts';
export {
  assertKey,
  generateDataKey,
  KEY_LENGTH,
  KeyError,
  parseMasterKey,
  unwrapKey,
  wrapKey,
} from './keys.ts';
export {
  keyIdOf,
  type LocalRepository,
  LocalRepositoryError,
  MARKER_FILE,
  openLocalRepository,
  type RepositoryMarker,
} from './local-repository.ts';
export { MemoryBlobStore } from './memory-blob-store.ts';
export {
  type BuiltPack,
  buildPack,
  buildPackParts,
  chunkOfPack,
  groupIntoPacks,
  isPackId,
  MAX_PACK_SIZE,
  newPackId,
  PACK_TARGET_SIZE,
  type PackEntry,
  PackFormatError,
  type PackParts,
  readPackIndex,
} from './pack-file.ts';
export { PlainArena } from './plain-arena.ts';
export {
  type ConditionalWrites,
  S3BlobStore,
  type S3BlobStoreOptions,
  S3RequestError,
} from './s3-blob-store.ts';
