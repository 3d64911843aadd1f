// What the backup routes' path parameters name, declared once for the scope guard: a device, a
// plan of it, and the entries, revisions and jobs of that plan.
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { resolveScope, type ScopeDecl } from '../http/scope/scope-guard.ts';

export const onDevice = { nodeId: 'device' } as const satisfies ScopeDecl;
export const onPlan = { nodeId: 'device', planId: 'plan' } as const satisfies ScopeDecl;
export const onFolder = { ...onPlan, folderId: 'folder' } as const satisfies ScopeDecl;
export const onFile = { ...onPlan, fileId: 'file' } as const satisfies ScopeDecl;
export const onRevision = { ...onPlan, revisionId: 'revision' } as const satisfies ScopeDecl;
export const onFolderAtJob = { ...onFolder, jobId: 'backupJob' } as const satisfies ScopeDecl;

/** A device's plan for calls whose ids come from a signed link rather than the route's own path. */
export async function planInScope(db: Db, auth: AuthContext, ids: { nodeId: number; planId: number }) {
  const found = await resolveScope(db, { auth }, onPlan, { params: ids });
  return { device: found.device!, plan: found.plan! };
}
