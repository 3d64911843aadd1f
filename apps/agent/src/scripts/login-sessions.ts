// Who is logged in on a Linux device, for scripts run as the logged-in user: systemd-logind's sessions
// (`loginctl`), or the utmp records (`who`) where logind does not run, and which of them is "the" user.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface LoginSession {
  user: string;
  /** At the machine's own screen and keyboard: logind's seat0, or a local terminal or display for `who`. */
  console: boolean;
  /** The session in the foreground of its seat (logind only; `who` cannot tell). */
  active: boolean;
  /** Opened over the network (ssh, a remote display). */
  remote: boolean;
}

/** Where the sessions come from; tests pass their own. */
export type SessionSource = () => Promise<LoginSession[]>;

/** logind classes of a person's session; greeters, lock screens and background sessions are not. */
const USER_CLASSES = new Set(['user', 'user-early']);

/** The session ids of `loginctl list-sessions --no-legend`: the first column, whatever the others are. */
export function parseSessionIds(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((id) => /^[\w-]+$/.test(id));
}

/**
 * Sessions from `loginctl show-session ID… -p Name -p Seat -p Active -p Remote -p Class -p State`:
 * one block of Key=Value lines per session, blocks apart by a blank line.
 */
export function parseShowSession(text: string): LoginSession[] {
  const sessions: LoginSession[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const props = new Map<string, string>();
    for (const line of block.split('\n')) {
      const at = line.indexOf('=');
      if (at > 0) props.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
    }
    const user = props.get('Name');
    if (!user || !USER_CLASSES.has(props.get('Class') ?? 'user') || props.get('State') === 'closing')
      continue;
    sessions.push({
      user,
      console: props.get('Seat') === 'seat0',
      active: props.get('Active') === 'yes',
      remote: props.get('Remote') === 'yes',
    });
  }
  return sessions;
}

/**
 * Sessions from `who`: `NAME LINE TIME [(HOST)]`. A line on a virtual console (tty1), the system
 * console or a local X display (:0, or a host of ":0") is at the machine; any other host is remote.
 */
export function parseWho(text: string): LoginSession[] {
  const sessions: LoginSession[] = [];
  for (const line of text.split('\n')) {
    const [user, terminal] = line.trim().split(/\s+/);
    if (!user || !terminal) continue;
    const host = /\(([^)]*)\)\s*$/.exec(line)?.[1] ?? '';
    const localDisplay = host.startsWith(':');
    sessions.push({
      user,
      console: /^(tty\d+|console|:\d+(\.\d+)?)$/.test(terminal) || localDisplay,
      active: false,
      remote: host !== '' && !localDisplay,
    });
  }
  return sessions;
}

/** The user at the machine: the active seat0 session, else one at the machine, else a local one, else any. */
export function pickLoggedInUser(sessions: readonly LoginSession[]): string | null {
  const found =
    sessions.find((s) => s.console && s.active) ??
    sessions.find((s) => s.console) ??
    sessions.find((s) => !s.remote) ??
    sessions[0];
  return found?.user ?? null;
}

async function output(command: string, args: string[]): Promise<string> {
  return (await execFileAsync(command, args, { timeout: 10_000 })).stdout;
}

/** This device's sessions: logind's when it runs, else utmp's. */
export const systemSessions: SessionSource = async () => {
  let ids: string[];
  try {
    ids = parseSessionIds(await output('loginctl', ['list-sessions', '--no-legend']));
  } catch {
    // No systemd (a container, another init): the utmp records still say who logged in.
    return parseWho(await output('who', []));
  }
  if (ids.length === 0) return [];
  const props = ['Name', 'Seat', 'Active', 'Remote', 'Class', 'State'].flatMap((p) => ['-p', p]);
  return parseShowSession(await output('loginctl', ['show-session', ...ids, ...props]));
};
