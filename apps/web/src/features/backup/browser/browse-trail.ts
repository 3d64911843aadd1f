// The browser's levels as a trail of crumbs: plans, then volumes or folders, folder content, search
// results, revisions, and mounted image folders. Pure rules about the trail live here.
import type { BackupFolder, BackupPlan, FolderContentEntry, Revision, Volume } from '@warden/domain';

/** A folder the browser can open: a plan root, or a folder inside one. */
export type FolderRef = { root: true; entry: BackupFolder } | { root: false; entry: FolderContentEntry };

export type RevisionTarget = { kind: 'file'; entry: FolderContentEntry } | { kind: 'volume'; volume: Volume };

export type Crumb =
  | { level: 'plans' }
  | { level: 'volumes'; plan: BackupPlan }
  | { level: 'folders'; plan: BackupPlan }
  | { level: 'folder'; plan: BackupPlan; folder: FolderRef }
  | { level: 'search'; plan: BackupPlan; within: FolderRef | null; term: string }
  | { level: 'revisions'; plan: BackupPlan; target: RevisionTarget }
  | { level: 'image'; plan: BackupPlan; volume: Volume; revision: Revision; path: string };

export type Trail = Crumb[];

export const ROOT_TRAIL: Trail = [{ level: 'plans' }];

export function isImagePlan(plan: Pick<BackupPlan, 'type'>): boolean {
  return plan.type !== 'FILE_FOLDER';
}

/** The level a plan opens into. */
export function planCrumb(plan: BackupPlan): Crumb {
  return isImagePlan(plan) ? { level: 'volumes', plan } : { level: 'folders', plan };
}

/** Opening a level: a new search replaces the results it refines instead of stacking on them. */
export function pushCrumb(trail: Trail, crumb: Crumb): Trail {
  const top = trail[trail.length - 1];
  if (crumb.level === 'search' && top?.level === 'search') return [...trail.slice(0, -1), crumb];
  return [...trail, crumb];
}

/** The search bar belongs to the file and folder levels (and their results). */
export function searchScope(crumb: Crumb): { plan: BackupPlan; within: FolderRef | null } | null {
  switch (crumb.level) {
    case 'folders':
      return { plan: crumb.plan, within: null };
    case 'folder':
      return { plan: crumb.plan, within: crumb.folder };
    case 'search':
      return { plan: crumb.plan, within: crumb.within };
    default:
      return null;
  }
}

/** The last segment of an image path; '/' for the image's root. */
export function imageFolderName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '/';
}

/** The date a revision stands for: when its backup job ran. */
export function revisionDate(revision: Pick<Revision, 'jobCreated'>): string {
  return revision.jobCreated;
}

export function revisionTargetName(target: RevisionTarget): string {
  return target.kind === 'file' ? target.entry.name : target.volume.volumeName || target.volume.name;
}

/** A stable text for a crumb, so levels remount (and drop their selection) when it changes. */
export function crumbKey(crumb: Crumb, depth: number): string {
  switch (crumb.level) {
    case 'plans':
      return `${depth}:plans`;
    case 'volumes':
    case 'folders':
      return `${depth}:${crumb.level}:${crumb.plan.id}`;
    case 'folder':
      return `${depth}:folder:${crumb.folder.entry.id}`;
    case 'search':
      return `${depth}:search:${crumb.within?.entry.id ?? ''}:${crumb.term}`;
    case 'revisions':
      return `${depth}:revisions:${crumb.target.kind === 'file' ? crumb.target.entry.id : crumb.target.volume.fileId}`;
    case 'image':
      return `${depth}:image:${crumb.revision.id}:${crumb.path}`;
  }
}

export interface TrailState {
  backupTrail: Trail;
  backupNodeId: number;
}

/** Reads the trail kept in a history entry's state; anything else starts at the device's plans. */
export function trailFromState(state: unknown, nodeId: number): Trail {
  const kept = state as Partial<TrailState> | null;
  if (kept?.backupNodeId !== nodeId || !Array.isArray(kept.backupTrail) || kept.backupTrail.length === 0)
    return ROOT_TRAIL;
  return kept.backupTrail;
}
