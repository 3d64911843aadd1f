// `npm run verify -w @warden/server [-- --organization <id>]`: the backup storage check with the
// server's own configuration. Prints the report as JSON; exits 1 when a chunk is missing or corrupt.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { loadOrCreateSecrets } from '../../secrets.ts';
import { BackupStorage } from '../storage/backup-storage.ts';
import { openBlobStore } from '../storage/blob-store-config.ts';
import { verifyChunks } from './verify-chunks.ts';

function organizationArgument(argv: string[]): number[] | null {
  const at = argv.indexOf('--organization');
  if (at < 0) return null;
  const id = Number(argv[at + 1]);
  if (!Number.isInteger(id) || id <= 0) {
    console.error('--organization needs an organisation id');
    process.exit(2);
  }
  return [id];
}

const config = loadConfig();
const db = openDatabase(config);
const storage = new BackupStorage(
  db,
  openBlobStore(config.blobStore, config.dataDir),
  loadOrCreateSecrets(config.dataDir).masterKey,
);
try {
  const report = await verifyChunks(db, storage, organizationArgument(process.argv.slice(2)));
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.missing.length + report.corrupt.length > 0 ? 1 : 0;
} finally {
  await storage.close();
  await db.kysely.destroy();
}
