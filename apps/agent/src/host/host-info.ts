// What the agent reports about its host: name, platform, OS name and server or not when it enrols,
// its time zone with each heartbeat.
import fs from 'node:fs';
import os from 'node:os';

export interface HostInfo {
  hostname: string;
  platform: 'win32' | 'darwin' | 'linux';
  osName: string;
  isServer: boolean;
}

function linuxOsName(): string {
  try {
    const release = fs.readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? `Linux ${os.release()}`;
  } catch {
    return `Linux ${os.release()}`;
  }
}

export function hostInfo(): HostInfo {
  const platform = process.platform === 'win32' || process.platform === 'darwin' ? process.platform : 'linux';
  const osName = platform === 'linux' ? linuxOsName() : `${os.type()} ${os.release()}`;
  // Windows Server and macOS Server say so in their names; a Linux host without a desktop session
  // counts as a server.
  const isServer =
    platform === 'linux'
      ? !process.env.XDG_CURRENT_DESKTOP && !process.env.DISPLAY
      : /server/i.test(os.version());
  return { hostname: os.hostname(), platform, osName, isServer };
}

/** The host's IANA time zone, read each time so a changed zone reaches the server with the next heartbeat. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
