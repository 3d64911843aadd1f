// The console's route table (spec 000, section 2) as data. The router builds itself from it and the
// help panel matches the current location against it to suggest articles.

/** Patterns as the spec writes them; `{a|b}` expands into one route per choice. */
const specPatterns = [
  '/getStarted',
  '/systemDashboard/{overview|maintenance|pendingScripts|alerts|knowledgeBase}',
  '/systemDashboard/{threats|approvals|software|osPatches|backup|activities}/:page',
  '/systemDashboard/activities/{remoteControl|remoteTools}',
  '/customerDashboard/:id/{overview|maintenance|pendingScripts|alerts|customFields|ticketing}',
  '/customerDashboard/:id/location/:location',
  '/customerDashboard/:id/{threats|approvals|software|osPatches|backup|activities}/:page',
  '/customerDashboard/:id/documentation/*',
  '/deviceDashboard/:id/{overview|details|settings|customFields|ticketing}',
  '/deviceDashboard/:id/{software|osPatches|tools|backup|activities}/:page',
  '/administration/general/{settings|activities}',
  '/administration/general/branding/:page',
  '/administration/users/{technicians|technicianRoles|singleSignOn|technicianSecuritySettings|endUsers|endUserRoles|contacts}',
  '/administration/apps',
  '/administration/apps/{api|ticketing|backup|documentation|remoteSupport|mdm|ninjaRemote|ninjaPatching|notificationChannels}',
  '/administration/apps/{teamviewer|serviceNow|connectWiseManage|connectWiseControl|webroot|cloudberry|gravityZone|sentinelOne|crowdstrike|crowdstrikeSpotlight|autotask|winget|vulnerabilityManagement|rapid7|qualys|tenable}',
  '/administration/devices/{groups|roles|roleCustomFields|globalCustomFields|healthStatus|cache}',
  '/administration/library/{downloads|snmpLibrary}',
  '/administration/library/scripting/:page',
  '/administration/customers/list',
  '/administration/policies/{agent|nms|virtualization|mdm}',
  '/administration/tasks',
  '/deviceSearch',
  '/group/:id',
  '/remoteSupport',
  '/quickConnect/:page',
  '/reporting/*',
  '/ticketing/*',
  '/editor/report/:id?',
  '/editor/customer/:id/{credentials|patching|security-node-approvals|virtualization}',
  '/editor/customer/:id/backup/network-storage',
  '/editor/customer/:id/backup/*',
  '/editor/customer/*',
  '/editor/{policy|vmpolicy|androidpolicy|iospolicy|scheduledTask|shadowProtect|imageManager}/*',
  '/editor/user/:id/*',
  '/editor/endUser/:id/*',
  '/editor/role/:id/*',
  '/editor/websiteBranding',
  '/editor/systray/:id',
  '/editor/client-app/:id?',
  '/editor/cloudMonitor/:id?',
  '/editor/script/:id',
  '/editor/templateScript/:id',
  '/editor/templateScript',
  '/{cloudMonitorDashboard|mobileDashboard|vmDashboard|vmGuestDashboard|nmsDashboard}/*',
] as const;

/**
 * Console routes the spec's table does not list: help articles, the mail outbox, automation rules, a
 * script run and an organisation's node-role policy map (under the spec's /editor/customer/*).
 */
const consolePatterns = [
  '/help/articles/:id',
  '/editor/customer/:id/policies',
  '/administration/general/outbox',
  '/administration/apps/ticketing/automations/:type',
  '/editor/automation/:type/:id',
  '/deviceDashboard/:id/scripts/:runId',
] as const;

export interface RouteEntry {
  /** Stable id, the pattern itself; help articles are tied to routes by it. */
  id: string;
  /** React Router pattern (`:param`, `:param?`, trailing `*`). */
  pattern: string;
  /** The top-level area, for navigation highlighting. */
  area: string;
  /** Editor routes close the help panel when entered. */
  editor: boolean;
  /** False for console routes that are not in the spec's table. */
  spec: boolean;
}

export function expandPattern(pattern: string): string[] {
  const match = /\{([^}]+)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!.split('|').flatMap((choice) => expandPattern(pattern.replace(match[0], choice)));
}

const entries = (patterns: readonly string[], spec: boolean): RouteEntry[] =>
  patterns.flatMap((p) =>
    expandPattern(p).map((pattern) => ({
      id: pattern,
      pattern,
      area: pattern.split('/')[1] ?? '',
      editor: pattern.startsWith('/editor/'),
      spec,
    })),
  );

export const routeTable: readonly RouteEntry[] = [
  ...entries(specPatterns, true),
  ...entries(consolePatterns, false),
];

export const HOME_PATH = '/systemDashboard/overview';

/** Whether a concrete pathname matches a route pattern (no router needed, e.g. on the server). */
export function matchRoute(pattern: string, pathname: string): boolean {
  const pat = pattern.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  for (let i = 0; i < pat.length; i++) {
    const seg = pat[i]!;
    if (seg === '*') return true;
    const part = parts[i];
    if (seg.startsWith(':')) {
      if (part === undefined) return seg.endsWith('?') && i === pat.length - 1;
      continue;
    }
    if (part !== seg) return false;
  }
  return parts.length === pat.length;
}

/** The most specific route for a pathname: literal segments beat parameters, which beat splats. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const score = (p: string) =>
    p
      .split('/')
      .filter(Boolean)
      .reduce((s, seg) => s + (seg === '*' ? 0 : seg.startsWith(':') ? 2 : 3), 0);
  return routeTable
    .filter((r) => matchRoute(r.pattern, pathname))
    .sort((a, b) => score(b.pattern) - score(a.pattern))[0];
}

export function isEditorPath(pathname: string): boolean {
  return pathname.startsWith('/editor/') || pathname === '/editor';
}
