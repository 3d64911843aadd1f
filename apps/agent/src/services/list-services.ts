// The device's services for the console's service lookup: Windows services through PowerShell;
// on Linux the service units systemd knows, or, where systemd is not running (containers) or the
// agent serves a --root folder, the unit files and /etc/init.d scripts on the device's disk.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { MAX_LISTED_SERVICES, type WindowsService } from '@warden/domain/agent';
import type { DeviceRoot } from '../paths/device-root.ts';

const execFileAsync = promisify(execFile);

export type RunCommand = (command: string, args: string[]) => Promise<string>;

export interface ListServicesOptions {
  platform?: NodeJS.Platform;
  run?: RunCommand;
  /** Whether systemd manages this machine (it has /run/systemd/system then). */
  systemdRunning?: () => Promise<boolean>;
}

const runCommand: RunCommand = async (command, args) =>
  (await execFileAsync(command, args, { maxBuffer: 16 * 1024 * 1024, timeout: 10_000, windowsHide: true }))
    .stdout;

const systemdRunning = () =>
  fs.stat('/run/systemd/system').then(
    (s) => s.isDirectory(),
    () => false,
  );

/** Unit-file folders, most specific first: an admin's unit in /etc shadows the packaged one. */
export const UNIT_FOLDERS = ['/etc/systemd/system', '/usr/lib/systemd/system', '/lib/systemd/system'];
export const INIT_D_FOLDER = '/etc/init.d';
const INIT_D_SKIP = new Set(['README', 'rc', 'rcS', 'skeleton', 'functions']);

const byName = (a: WindowsService, b: WindowsService) => a.serviceName.localeCompare(b.serviceName);

export async function listServices(device: DeviceRoot, options: ListServicesOptions = {}) {
  const platform = options.platform ?? process.platform;
  const run = options.run ?? runCommand;
  let services: WindowsService[];
  if (platform === 'win32') services = await windowsServices(run);
  else if (platform !== 'linux') throw new Error(`Service lookup is not supported on ${platform}`);
  else if (!device.folder && (await (options.systemdRunning ?? systemdRunning)()))
    services = parseSystemctlUnits(
      await run('systemctl', ['list-units', '--type=service', '--all', '--no-legend', '--plain']),
    );
  else services = await unitFileServices(device);
  return services.sort(byName).slice(0, MAX_LISTED_SERVICES);
}

async function windowsServices(run: RunCommand): Promise<WindowsService[]> {
  const out = await run('powershell.exe', [
    '-NoProfile',
    '-NonInteractive',
    '-Command',
    'Get-Service | Select-Object Name,DisplayName | ConvertTo-Json -Compress',
  ]);
  const parsed: unknown = JSON.parse(out.trim() || '[]');
  // ConvertTo-Json writes a lone object, not an array, when there is one service.
  const rows = (Array.isArray(parsed) ? parsed : [parsed]) as { Name?: unknown; DisplayName?: unknown }[];
  return rows
    .filter((r) => typeof r.Name === 'string' && r.Name !== '')
    .map((r) => ({ serviceName: r.Name as string, displayName: String(r.DisplayName ?? r.Name) }));
}

/** `systemctl list-units --type=service --all --no-legend --plain`: UNIT LOAD ACTIVE SUB DESCRIPTION. */
export function parseSystemctlUnits(output: string): WindowsService[] {
  const services: WindowsService[] = [];
  for (const raw of output.split('\n')) {
    // Some systemd versions still mark failed or missing units with a bullet, even with --plain.
    const line = raw.replace(/^\s*[●*]\s*/, '').trim();
    const [unit, load, _active, _sub, ...description] = line.split(/\s+/);
    if (!unit?.endsWith('.service') || load === 'not-found') continue;
    const serviceName = unit.slice(0, -'.service'.length);
    services.push({ serviceName, displayName: description.join(' ') || serviceName });
  }
  return services;
}

async function readDir(folder: string): Promise<string[]> {
  try {
    return await fs.readdir(folder);
  } catch {
    return [];
  }
}

async function firstMatch(file: string, pattern: RegExp): Promise<string | undefined> {
  try {
    return pattern.exec(await fs.readFile(file, 'utf8'))?.[1]?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Services from the unit files and init scripts on the device's disk (no running systemd needed). */
export async function unitFileServices(device: DeviceRoot): Promise<WindowsService[]> {
  const found = new Map<string, WindowsService>();
  for (const folder of UNIT_FOLDERS) {
    const local = device.toLocal(folder);
    for (const name of await readDir(local)) {
      // Templates (name@.service) are not services until instantiated.
      if (!name.endsWith('.service') || name.endsWith('@.service')) continue;
      const serviceName = name.slice(0, -'.service'.length);
      if (found.has(serviceName)) continue;
      const description = await firstMatch(path.join(local, name), /^Description=(.*)$/m);
      found.set(serviceName, { serviceName, displayName: description ?? serviceName });
    }
  }
  const initD = device.toLocal(INIT_D_FOLDER);
  for (const name of await readDir(initD)) {
    if (found.has(name) || INIT_D_SKIP.has(name) || name.startsWith('.')) continue;
    const file = path.join(initD, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const description = await firstMatch(file, /^#\s*Short-Description:(.*)$/m);
    found.set(name, { serviceName: name, displayName: description ?? name });
  }
  return [...found.values()];
}
