// Whose account a script runs under: the agent's own for SYSTEM; for LOGGED_IN_USER, the user logged in
// at the machine (Linux only for now), switched to when the agent runs as root.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ScriptRunAs, ScriptRunOutcome } from '@warden/domain/agent';
import { pickLoggedInUser, type SessionSource } from './login-sessions.ts';

const execFileAsync = promisify(execFile);

export interface Account {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

/** How to start the script: as the agent (no account), or switched to an account. */
export type RunAsPlan =
  | { ok: true; account: Account | null }
  | { ok: false; outcome: Extract<ScriptRunOutcome, 'REFUSED' | 'ERROR'>; reason: string };

export interface RunAsContext {
  sessions: SessionSource;
  platform?: NodeJS.Platform;
  /** The agent's own uid; undefined on Windows. */
  agentUid?: number;
  lookup?: (name: string) => Promise<Account | null>;
}

export const NO_USER_LOGGED_IN = 'No user is logged in';

/** A passwd entry (`name:password:uid:gid:gecos:home:shell`), as `getent passwd` prints it. */
export function parsePasswdEntry(line: string): Account | null {
  const fields = line.trim().split(':');
  if (fields.length < 7) return null;
  const [name, , uid, gid, , home] = fields;
  if (!name || !/^\d+$/.test(uid!) || !/^\d+$/.test(gid!) || !home) return null;
  return { name, uid: Number(uid), gid: Number(gid), home };
}

/** The account by name through NSS, so directory (LDAP, sssd) users are found as well as local ones. */
export async function lookupAccount(name: string): Promise<Account | null> {
  try {
    const { stdout } = await execFileAsync('getent', ['passwd', name], { timeout: 10_000 });
    return parsePasswdEntry(stdout.split('\n')[0] ?? '');
  } catch {
    return null;
  }
}

export async function planRunAs(runAs: ScriptRunAs, context: RunAsContext): Promise<RunAsPlan> {
  if (runAs === 'SYSTEM') return { ok: true, account: null };
  const platform = context.platform ?? process.platform;
  if (platform !== 'linux')
    return {
      ok: false,
      outcome: 'REFUSED',
      reason:
        'Running as the logged-in user is supported on Linux devices only for now; run the script as system',
    };
  let user: string | null;
  try {
    user = pickLoggedInUser(await context.sessions());
  } catch (err) {
    return {
      ok: false,
      outcome: 'ERROR',
      reason: `The logged-in user could not be found: ${(err as Error).message}`,
    };
  }
  if (!user) return { ok: false, outcome: 'ERROR', reason: NO_USER_LOGGED_IN };
  const account = await (context.lookup ?? lookupAccount)(user);
  if (!account)
    return {
      ok: false,
      outcome: 'ERROR',
      reason: `The logged-in user ${user} has no account on this device`,
    };
  const agentUid = 'agentUid' in context ? context.agentUid : process.getuid?.();
  if (agentUid === 0) return { ok: true, account };
  if (agentUid === account.uid) return { ok: true, account: null };
  return {
    ok: false,
    outcome: 'ERROR',
    reason: `The agent does not run as root, so it cannot run the script as the logged-in user ${user}`,
  };
}

/** The environment a user's own login would give the names of their account. */
export function accountEnvironment(account: Account): Record<string, string> {
  return { HOME: account.home, USER: account.name, LOGNAME: account.name };
}
