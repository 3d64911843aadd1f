// Whose account a script runs under: refused off Linux, failed with no one logged in, the agent's own
// account when it is the logged-in user's, and a switch to the logged-in user when the agent is root.
import os from 'node:os';
import type { ScriptRunPayload } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import type { LoginSession } from './login-sessions.ts';
import { type Account, NO_USER_LOGGED_IN, parsePasswdEntry, planRunAs } from './run-as.ts';
import { ScriptProcess } from './script-process.ts';

const alice: Account = { name: 'alice', uid: 1000, gid: 1000, home: '/home/alice' };
const session = (user: string): LoginSession => ({ user, console: true, active: true, remote: false });
const context = (sessions: LoginSession[], agentUid: number | undefined) => ({
  sessions: async () => sessions,
  platform: 'linux' as const,
  agentUid,
  lookup: async (name: string) => (name === 'alice' ? alice : null),
});

describe('planning the account', () => {
  it('runs a SYSTEM script as the agent', async () => {
    expect(await planRunAs('SYSTEM', context([], 0))).toEqual({ ok: true, account: null });
  });

  it('refuses the logged-in user off Linux, for now', async () => {
    const plan = await planRunAs('LOGGED_IN_USER', { ...context([session('alice')], 0), platform: 'win32' });
    expect(plan).toMatchObject({ ok: false, outcome: 'REFUSED' });
  });

  it('fails when no user is logged in', async () => {
    expect(await planRunAs('LOGGED_IN_USER', context([], 0))).toEqual({
      ok: false,
      outcome: 'ERROR',
      reason: NO_USER_LOGGED_IN,
    });
  });

  it('switches to the user as root, runs as itself when it is the user, and fails otherwise', async () => {
    expect(await planRunAs('LOGGED_IN_USER', context([session('alice')], 0))).toEqual({
      ok: true,
      account: alice,
    });
    expect(await planRunAs('LOGGED_IN_USER', context([session('alice')], 1000))).toEqual({
      ok: true,
      account: null,
    });
    expect(await planRunAs('LOGGED_IN_USER', context([session('alice')], 1001))).toMatchObject({
      ok: false,
      reason: 'The agent does not run as root, so it cannot run the script as the logged-in user alice',
    });
    expect(await planRunAs('LOGGED_IN_USER', context([session('ghost')], 0))).toMatchObject({
      ok: false,
      reason: 'The logged-in user ghost has no account on this device',
    });
  });
});

describe('passwd entries', () => {
  it('reads the ids and home folder', () => {
    expect(parsePasswdEntry('alice:x:1000:1000:Alice,,,:/home/alice:/bin/bash\n')).toEqual(alice);
    expect(parsePasswdEntry('broken:x:abc')).toBeNull();
  });
});

describe.runIf(os.platform() === 'linux' && process.getuid?.() === 0)('as root', () => {
  it('runs the script as the logged-in user, with their HOME, USER and LOGNAME', async () => {
    const payload: ScriptRunPayload = {
      runId: 1,
      nodeId: 1,
      language: 'SHELL',
      runAs: 'LOGGED_IN_USER',
      timeoutSeconds: 30,
      body: 'echo "$(id -un) $(id -u) $HOME $USER $LOGNAME"',
      env: [],
    };
    let text = '';
    const run = new ScriptProcess(payload, {
      sessions: async () => [session('nobody')],
      onStarted: () => {},
      onOutput: (piece) => {
        text += piece.data;
      },
    });
    expect(await run.done).toMatchObject({ outcome: 'EXITED', exitCode: 0 });
    expect(text).toBe('nobody 65534 /nonexistent nobody nobody\n');
  });
});
