// Reads and writes the division's settings row; unknown or missing flags fall back to defaults.
import {
  type DivisionConfig,
  type DivisionSettingsUpdate,
  type FeatureFlags,
  featureFlagDefaults,
  featureFlags,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

const DIVISION_ID = 1;

export async function ensureDivision(db: Db): Promise<void> {
  const row = await db.kysely
    .selectFrom('division')
    .select('id')
    .where('id', '=', DIVISION_ID)
    .executeTakeFirst();
  if (row) return;
  await db.kysely
    .insertInto('division')
    .values({
      id: DIVISION_ID,
      name: 'Warden',
      features: JSON.stringify(featureFlagDefaults),
      branding: JSON.stringify({ branded: false, productName: 'Warden' }),
      updated_at: nowIso(),
    })
    .execute();
}

export async function getDivisionConfig(db: Db): Promise<DivisionConfig> {
  const row = await db.kysely
    .selectFrom('division')
    .selectAll()
    .where('id', '=', DIVISION_ID)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.features) as Partial<FeatureFlags>;
  const features = Object.fromEntries(
    featureFlags.map((f) => [f, typeof stored[f] === 'boolean' ? stored[f] : featureFlagDefaults[f]]),
  ) as FeatureFlags;
  const branding = JSON.parse(row.branding) as DivisionConfig['branding'];
  return { name: row.name, features, branding };
}

export async function updateDivision(db: Db, input: DivisionSettingsUpdate): Promise<DivisionConfig> {
  const { branding } = await getDivisionConfig(db);
  if (input.backupVideoUrl !== undefined) branding.backupVideoUrl = input.backupVideoUrl || null;
  await db.kysely
    .updateTable('division')
    .set({
      name: input.name,
      features: JSON.stringify(input.features),
      branding: JSON.stringify(branding),
      updated_at: nowIso(),
    })
    .where('id', '=', DIVISION_ID)
    .execute();
  return getDivisionConfig(db);
}
