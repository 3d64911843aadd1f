// Reading S3_*: files under DATA_DIR unless S3_BUCKET is set, and a clear error naming a bad variable.
import { FileBlobStore, S3BlobStore } from '@warden/store';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openBlobStore, parseBlobStoreConfig } from './blob-store-config.ts';

const S3_ENV = {
  S3_BUCKET: 'backups',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('backup storage configuration', () => {
  it('keeps backup data in files under DATA_DIR/blobs by default', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/warden' });
    expect(config.blobStore).toEqual({ kind: 'file' });
    const store = openBlobStore(config.blobStore, config.dataDir);
    expect(store).toBeInstanceOf(FileBlobStore);
    expect((store as FileBlobStore).root).toBe('/var/lib/warden/blobs');
    // Packs are synced once written: they go around the page cache where the file system allows it.
    expect((store as FileBlobStore).direct).not.toBeNull();
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, with defaults for the rest', () => {
    const config = loadConfig(S3_ENV);
    expect(config.blobStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        bucket: 'backups',
        region: 'us-east-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        pathStyle: false,
        prefix: '',
        conditionalWrites: 'auto',
      },
    });
    expect(openBlobStore(config.blobStore, config.dataDir)).toBeInstanceOf(S3BlobStore);
    expect(
      parseBlobStoreConfig({
        ...S3_ENV,
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/warden/main/',
        S3_CONDITIONAL_WRITES: 'OFF',
      }),
    ).toMatchObject({
      s3: { region: 'eu-west-1', pathStyle: true, prefix: 'warden/main', conditionalWrites: 'off' },
    });
  });

  it.each([
    [{ S3_BUCKET: 'b' }, /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set/],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: ' ' }, /S3_SECRET_ACCESS_KEY must be set/],
    [{ ...S3_ENV, S3_ENDPOINT: 's3.amazonaws.com' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...S3_ENV, S3_CONDITIONAL_WRITES: 'maybe' }, /S3_CONDITIONAL_WRITES must be auto, on or off/],
    [{ ...S3_ENV, S3_PREFIX: 'a/../b' }, /S3_PREFIX may hold only/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
