// Tags: the tag picker creates them as technicians type. A name that exists in any case answers the
// existing tag, so two technicians typing the same new tag end up with one.
import { randomInt } from 'node:crypto';
import { TAG_ID_LENGTH } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { presentTag } from './presenter.ts';
import { listTags, tagByName } from './tag-queries.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 10-character id from the crypto source; randomInt draws without modulo bias. */
export function newTagId(): string {
  let id = '';
  for (let i = 0; i < TAG_ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export async function tags(db: Db) {
  return { tags: (await listTags(db)).map(presentTag) };
}

/** The tag of this name, made now unless it exists (whatever the case of its letters). */
export async function createTag(db: Db, name: string) {
  const existing = await tagByName(db, name);
  if (existing) return { tag: presentTag(existing) };
  // A concurrent create of the same name loses the race on the unique lower-cased name, then reads it.
  await db.kysely
    .insertInto('tags')
    .values({ id: newTagId(), name, name_lower: name.toLowerCase(), created_at: nowIso() })
    .onConflict((oc) => oc.column('name_lower').doNothing())
    .execute();
  return { tag: presentTag((await tagByName(db, name))!) };
}
