// Test support: ids of backed-up entries, revisions and chunks by path, and download helpers, so
// tests can name what they check without walking the browser level by level.
import type { TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

export function backupRows(t: TestApp) {
  const db = () => t.app.db.kysely;
  const entryId = async (planId: number, path: string) =>
    (
      await db()
        .selectFrom('backup_entries')
        .select('id')
        .where('plan_id', '=', planId)
        .where('path', '=', path)
        .executeTakeFirstOrThrow()
    ).id;
  const revisionIds = async (planId: number, path: string) => {
    const rows = await db()
      .selectFrom('file_revisions')
      .select('id')
      .where('entry_id', '=', await entryId(planId, path))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  };
  const latestRevision = async (planId: number, path: string) => (await revisionIds(planId, path)).at(-1)!;
  const chunkIds = async (revisionId: number) => {
    const rows = await db()
      .selectFrom('revision_chunks')
      .select('chunk_id')
      .where('revision_id', '=', revisionId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.chunk_id);
  };
  return { entryId, revisionIds, latestRevision, chunkIds };
}

/** Asks for a download link, then opens it; answers both responses. */
export async function fetchDownload(
  client: TestClient,
  dataUrl: string,
  headers: Record<string, string> = {},
) {
  const link = await client.get(dataUrl);
  if (link.statusCode !== 200) return { link, file: link };
  const file = await client.request('GET', link.json().url, undefined, { headers });
  return { link, file };
}
