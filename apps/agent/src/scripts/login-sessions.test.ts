// The logged-in user of a Linux device, from loginctl's and who's output as real systems print them.
import { describe, expect, it } from 'vitest';
import { parseSessionIds, parseShowSession, parseWho, pickLoggedInUser } from './login-sessions.ts';

// systemd 252 (Debian 12): a graphical session on seat0 behind a greeter, and an ssh session.
const LIST_SESSIONS = `
      3 1000 alice seat0 tty2
     c1  113 gdm   seat0 tty1
     12 1001 bob
`;
const SHOW_SESSION = `Name=alice
Seat=seat0
Active=yes
Remote=no
Class=user
State=active

Name=gdm
Seat=seat0
Active=no
Remote=no
Class=greeter
State=online

Name=bob
Seat=
Active=no
Remote=yes
Class=user
State=online
`;

const WHO = `root     pts/0        2026-11-24 09:12 (10.0.0.5)
carol    tty1         2026-11-24 08:01
dave     :0           2026-11-24 08:30 (:0)
`;

describe('parsing loginctl', () => {
  it('takes the session ids from the first column', () => {
    expect(parseSessionIds(LIST_SESSIONS)).toEqual(['3', 'c1', '12']);
    expect(parseSessionIds('')).toEqual([]);
  });

  it('keeps the people’s sessions, with their seat, foreground and remoteness', () => {
    expect(parseShowSession(SHOW_SESSION)).toEqual([
      { user: 'alice', console: true, active: true, remote: false },
      { user: 'bob', console: false, active: false, remote: true },
    ]);
  });

  it('drops a closing session and a lock screen', () => {
    const text =
      'Name=erin\nSeat=seat0\nActive=yes\nClass=user\nState=closing\n\nName=x\nClass=lock-screen\n';
    expect(parseShowSession(text)).toEqual([]);
  });
});

describe('parsing who', () => {
  it('tells a remote login from a virtual console or a local display', () => {
    expect(parseWho(WHO)).toEqual([
      { user: 'root', console: false, active: false, remote: true },
      { user: 'carol', console: true, active: false, remote: false },
      { user: 'dave', console: true, active: false, remote: false },
    ]);
    expect(parseWho('\n')).toEqual([]);
  });
});

describe('the logged-in user', () => {
  const at = (user: string, extra: Partial<{ console: boolean; active: boolean; remote: boolean }>) => ({
    user,
    console: false,
    active: false,
    remote: false,
    ...extra,
  });

  it('is the active seat0 session first', () => {
    expect(pickLoggedInUser(parseShowSession(SHOW_SESSION))).toBe('alice');
    expect(
      pickLoggedInUser([
        at('ssh', { remote: true }),
        at('switched', { console: true }),
        at('front', { console: true, active: true }),
      ]),
    ).toBe('front');
  });

  it('else a session at the machine, else a local one, else the first', () => {
    expect(pickLoggedInUser(parseWho(WHO))).toBe('carol');
    expect(pickLoggedInUser([at('ssh', { remote: true }), at('local', {})])).toBe('local');
    expect(pickLoggedInUser([at('ssh', { remote: true })])).toBe('ssh');
  });

  it('is nobody when no one is logged in', () => {
    expect(pickLoggedInUser([])).toBeNull();
  });
});
