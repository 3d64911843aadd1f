// The bench's S3-compatible server in a process of its own, as a real one would be: s3rver on a free
// loopback port, its bucket in the folder given as the first argument. Prints the store options as one
// JSON line, then serves until SIGTERM.
import { startS3TestServer } from '@warden/store/testing/s3';

const server = await startS3TestServer({ bucket: 'warden-bench', parent: process.argv[2] });
process.stdout.write(`${JSON.stringify(server.options)}\n`);
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
