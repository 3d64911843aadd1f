// The browser's place in the URL (?plan=12&folder=345&q=report&file=678, or &volume= for an image
// plan), so a link to a folder opens that folder: the trail written as a place, and a place read back
// into a trail from what the server answers about it. Pure rules; the hook that uses them is
// use-browse-trail.ts.
import {
  type BackupPlan,
  backupSearchTermSchema,
  coercedIdSchema,
  type EntryTrail,
  type Volume,
} from '@warden/domain';
import { z } from 'zod';
import { type Crumb, type FolderRef, ROOT_TRAIL, type Trail } from './browse-trail.ts';

export const browsePlaceSchema = z.object({
  plan: coercedIdSchema,
  /** The last folder opened: the rest of its trail comes from the server. */
  folder: coercedIdSchema.optional(),
  q: backupSearchTermSchema.optional(),
  /** A file whose revisions are shown. */
  file: coercedIdSchema.optional(),
  /** An image plan's volume (its entry id) whose revisions are shown. */
  volume: coercedIdSchema.optional(),
});
export type BrowsePlace = z.infer<typeof browsePlaceSchema>;

const PARAMS = ['plan', 'folder', 'q', 'file', 'volume'] as const satisfies readonly (keyof BrowsePlace)[];

/**
 * The place a URL names: null when it names none (the device's plans), 'invalid' when its parameters
 * cannot name a place (a link cut short or edited by hand), which the browser shows as not found.
 */
export function placeFromParams(params: URLSearchParams): BrowsePlace | null | 'invalid' {
  const given = PARAMS.filter((name) => params.has(name));
  if (given.length === 0) return null;
  const parsed = browsePlaceSchema.safeParse(
    Object.fromEntries(given.map((name) => [name, params.get(name)])),
  );
  return parsed.success ? parsed.data : 'invalid';
}

/** Writes a place into the URL's parameters, keeping parameters that are not the browser's. */
export function paramsFromPlace(place: BrowsePlace | null, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of PARAMS) params.delete(name);
  for (const name of PARAMS) {
    const value = place?.[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/**
 * The place a trail stands at. A folder opened from search results names that folder alone (its link
 * shows the folders above it instead of the search); an image folder inside a mounted revision is not
 * a place of its own, so it names the volume whose revisions lead to it.
 */
export function placeOfTrail(trail: Trail): BrowsePlace | null {
  let place: BrowsePlace | null = null;
  for (const crumb of trail) {
    switch (crumb.level) {
      case 'plans':
        place = null;
        break;
      case 'volumes':
      case 'folders':
        place = { plan: crumb.plan.id };
        break;
      case 'folder':
        place = { plan: crumb.plan.id, folder: crumb.folder.entry.id };
        break;
      case 'search':
        place = { plan: crumb.plan.id, folder: crumb.within?.entry.id, q: crumb.term };
        break;
      case 'revisions':
        place =
          crumb.target.kind === 'file'
            ? { ...(place ?? {}), plan: crumb.plan.id, file: crumb.target.entry.id }
            : { plan: crumb.plan.id, volume: crumb.target.volume.fileId };
        break;
      case 'image':
        break;
    }
  }
  return place;
}

/** Both name the same place (or both none). */
export function samePlace(a: BrowsePlace | null, b: BrowsePlace | null): boolean {
  return PARAMS.every((name) => a?.[name] === b?.[name]);
}

/** What the server answered about a place; a part is undefined when the place does not need it. */
export interface PlaceFacts {
  plans: BackupPlan[];
  volumes?: Volume[];
  folderTrail?: EntryTrail;
  fileTrail?: EntryTrail;
}

/** The trail a place opens into: null when the place is not there (or not for this technician). */
export function trailOfPlace(place: BrowsePlace, facts: PlaceFacts): Trail | null {
  const plan = facts.plans.find((p) => p.id === place.plan);
  if (!plan) return null;
  if (plan.type !== 'FILE_FOLDER') {
    if (place.folder !== undefined || place.q !== undefined || place.file !== undefined) return null;
    const trail: Trail = [...ROOT_TRAIL, { level: 'volumes', plan }];
    if (place.volume === undefined) return trail;
    const volume = facts.volumes?.find((v) => v.fileId === place.volume);
    return volume ? [...trail, { level: 'revisions', plan, target: { kind: 'volume', volume } }] : null;
  }
  if (place.volume !== undefined) return null;
  const trail: Crumb[] = [...ROOT_TRAIL, { level: 'folders', plan }];
  let within: FolderRef | null = null;
  if (place.folder !== undefined) {
    if (!facts.folderTrail) return null;
    const { root, entries } = facts.folderTrail;
    const folders: FolderRef[] = [
      { root: true, entry: root },
      ...entries.map((entry) => ({ root: false as const, entry })),
    ];
    for (const folder of folders) trail.push({ level: 'folder', plan, folder });
    within = folders.at(-1)!;
  }
  if (place.q !== undefined) trail.push({ level: 'search', plan, within, term: place.q });
  if (place.file !== undefined) {
    const entry = facts.fileTrail?.entries.at(-1);
    if (!entry || entry.type !== 'FILE') return null;
    trail.push({ level: 'revisions', plan, target: { kind: 'file', entry } });
  }
  return trail;
}
