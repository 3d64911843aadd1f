// The access rule every API route declares, and the guard that enforces it before validation,
// so an unauthenticated call gets 401 and an unpermitted one 403 whatever its body.
import type { FeatureFlag, Permission } from '@warden/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateDevice } from '../agents/device-credential.ts';
import { type AuthContext, can, loadAuthContext } from '../auth/auth-context.ts';
import { SESSION_COOKIE } from '../auth/session-store.ts';
import type { Db } from '../db/database.ts';
import { getDivisionConfig } from '../settings/division-service.ts';
import { ApiError } from './api-error.ts';
import { checkScopeDeclaration, resolveScope, type ScopeDecl } from './scope/scope-guard.ts';

/**
 * public: anyone; permission: a signed-in technician (with the permission when one is named);
 * agent: a device agent presenting its credential (console sessions do not work there). scope says
 * which entity each parameter names; the scope guard checks the caller may reach it. orFlag: a division
 * flag that, while on, lets in technicians without the permission.
 */
export type Access =
  | { public: true; scope?: ScopeDecl }
  | { permission: Permission | null; orFlag?: FeatureFlag; scope?: ScopeDecl }
  | { agent: true; scope?: ScopeDecl };
export type PermissionAccess = Extract<Access, { permission: Permission | null }>;

export const publicAccess: Access = { public: true };
export const agentAccess: Access = { agent: true };
export const anyTechnician: Access = { permission: null };
export const requires = (permission: Permission, options: { orFlag?: FeatureFlag } = {}): PermissionAccess =>
  options.orFlag ? { permission, orFlag: options.orFlag } : { permission };

/** The same rule, for a route whose parameters name these entities. */
export const within = (access: Access, scope: ScopeDecl): Access => ({ ...access, scope });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('device', undefined);
  app.decorateRequest('scoped', undefined);
  app.addHook('onRoute', (r) => {
    const access = r.config?.access;
    if (access && !('public' in access))
      checkScopeDeclaration([r.method].flat().join(','), r.url, access.scope);
  });
  // After the body is parsed and before it is validated: an id out of reach is a 404 whatever else
  // the request gets wrong, so a caller cannot tell a foreign id from a malformed call.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access?.scope || 'public' in access) return;
    const caller = request.device ? { device: request.device } : { auth: request.auth as AuthContext };
    request.scoped = await resolveScope(request.server.db, caller, access.scope, request);
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      if (request.routeOptions.url === undefined) return; // not-found handler
      throw new Error(`Route ${request.method} ${request.routeOptions.url} declares no access rule`);
    }
    if ('public' in access) return;
    if ('agent' in access) {
      const device = await authenticateDevice(request.server.db, request.headers.authorization);
      if (!device) throw new ApiError(401, 'UNAUTHENTICATED', 'A valid device credential is required');
      request.device = device;
      return;
    }
    const auth = await authenticate(request);
    if (!auth) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue');
    if (!SAFE_METHODS.has(request.method) && request.headers['x-csrf-token'] !== auth.csrfToken) {
      throw new ApiError(403, 'CSRF_FAILED', 'The request is missing its CSRF token; reload the page');
    }
    if (!(await permits(request.server.db, auth, access))) {
      throw new ApiError(403, 'FORBIDDEN', `This needs the ${access.permission} permission`);
    }
    request.auth = auth;
  });
}

/**
 * Whether a technician passes a permission rule. The division's flags are read only when the
 * permission is missing and the rule names a flag that could stand in for it.
 */
export async function permits(db: Db, auth: AuthContext, access: PermissionAccess): Promise<boolean> {
  if (!access.permission || can(auth, access.permission)) return true;
  if (!access.orFlag) return false;
  return (await getDivisionConfig(db)).features[access.orFlag];
}

export async function authenticate(request: FastifyRequest): Promise<AuthContext | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  return loadAuthContext(request.server.db, token);
}
