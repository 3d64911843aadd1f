// What the condition checks read from the device: whether a service runs, free disk space, CPU and
// memory use. Each is a function so tests inject their own readings.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface VolumeFree {
  volume: string;
  freePercent: number;
}

export interface Probes {
  serviceRunning: (serviceName: string) => Promise<boolean>;
  /** Free space of the named volume, or of every local volume when null. */
  diskFree: (volume: string | null) => Promise<VolumeFree[]>;
  /** Percent of CPU time busy since the previous call (0 on the first). */
  cpuPercent: () => Promise<number>;
  memoryPercent: () => Promise<number>;
}

export type StatFs = (p: string) => Promise<{ bavail: number | bigint; blocks: number | bigint }>;

export interface ProbeOptions {
  /** The device's "/" when the agent serves a folder as the whole disk (demo devices). */
  root?: string;
  statfs?: StatFs;
  systemdRunning?: () => Promise<boolean>;
  procFolder?: string;
  platform?: NodeJS.Platform;
}

const systemdRunning = () =>
  fs.stat('/run/systemd/system').then(
    (s) => s.isDirectory(),
    () => false,
  );

/** systemctl is-active exits 0 for an active unit and non-zero for any other state. */
async function systemdUnitActive(serviceName: string): Promise<boolean> {
  const unit = serviceName.includes('.') ? serviceName : `${serviceName}.service`;
  return execFileAsync('systemctl', ['is-active', '--quiet', unit], { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
}

/** A Windows service runs when Get-Service says so; a missing service counts as stopped. */
async function windowsServiceRunning(serviceName: string): Promise<boolean> {
  const name = serviceName.replace(/'/g, "''");
  const out = await execFileAsync(
    'powershell.exe',
    [
      '-NoProfile',
      '-NonInteractive',
      '-Command',
      `(Get-Service -Name '${name}' -ErrorAction SilentlyContinue).Status`,
    ],
    { timeout: 10_000, windowsHide: true },
  ).then(
    (r) => r.stdout,
    () => '',
  );
  return out.trim() === 'Running';
}

/**
 * Without systemd (containers, this agent's tests) a service is running when a process of that
 * name is: its /proc/<pid>/comm (which the kernel cuts to 15 characters) or the file name of its
 * first argument matches.
 */
export async function processRunning(serviceName: string, procFolder = '/proc'): Promise<boolean> {
  const wanted = serviceName.replace(/\.service$/, '');
  const entries = await fs.readdir(procFolder).catch(() => [] as string[]);
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const dir = path.join(procFolder, pid);
    const comm = (await fs.readFile(path.join(dir, 'comm'), 'utf8').catch(() => '')).trim();
    if (comm && comm === wanted.slice(0, 15)) return true;
    const argv0 = (await fs.readFile(path.join(dir, 'cmdline'), 'utf8').catch(() => '')).split('\0')[0];
    if (argv0 && path.basename(argv0) === wanted) return true;
  }
  return false;
}

/** File systems that hold data; pseudo and memory file systems are not volumes to watch. */
const DATA_FS = new Set([
  'ext2',
  'ext3',
  'ext4',
  'xfs',
  'btrfs',
  'zfs',
  'vfat',
  'exfat',
  'ntfs',
  'ntfs3',
  'f2fs',
  'overlay',
]);

async function localVolumes(): Promise<string[]> {
  const mounts = await fs.readFile('/proc/mounts', 'utf8').catch(() => '');
  const found = new Set<string>(['/']);
  for (const line of mounts.split('\n')) {
    const [, mountPoint, type] = line.split(' ');
    if (mountPoint && type && DATA_FS.has(type)) found.add(mountPoint.replace(/\\040/g, ' '));
  }
  return [...found];
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { idle, total };
}

async function memoryPercent(): Promise<number> {
  const info = await fs.readFile('/proc/meminfo', 'utf8').catch(() => '');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? Number.NaN);
  const total = field('MemTotal');
  const available = field('MemAvailable');
  if (total > 0 && available >= 0) return ((total - available) / total) * 100;
  return ((os.totalmem() - os.freemem()) / os.totalmem()) * 100;
}

export function deviceProbes(options: ProbeOptions = {}): Probes {
  const statfs: StatFs = options.statfs ?? ((p) => fs.statfs(p));
  let lastCpu = cpuTimes();
  return {
    serviceRunning: async (name) => {
      if ((options.platform ?? process.platform) === 'win32') return windowsServiceRunning(name);
      // A served folder is not a machine systemd manages; its processes are the host's.
      return !options.root && (await (options.systemdRunning ?? systemdRunning)())
        ? systemdUnitActive(name)
        : processRunning(name, options.procFolder);
    },
    diskFree: async (volume) => {
      const volumes = volume ? [volume] : options.root ? ['/'] : await localVolumes();
      const answers: VolumeFree[] = [];
      for (const v of volumes) {
        const s = await statfs(options.root ? path.join(options.root, v) : v);
        const blocks = Number(s.blocks);
        if (blocks > 0) answers.push({ volume: v, freePercent: (Number(s.bavail) / blocks) * 100 });
      }
      return answers;
    },
    cpuPercent: async () => {
      const now = cpuTimes();
      const total = now.total - lastCpu.total;
      const busy = total - (now.idle - lastCpu.idle);
      lastCpu = now;
      return total > 0 ? (busy / total) * 100 : 0;
    },
    memoryPercent,
  };
}
