// The host's inventory from the operating system itself: node:os for the host, processor, memory,
// addresses and uptime, statfs for each disk's size and free space. Disks are the block-device
// mounts of /proc/mounts (Linux) plus the root, one entry per device.
import fs from 'node:fs';
import os from 'node:os';
import type { DeviceInventory, InventoryDisk } from '@warden/domain/agent';

const MAX_DISKS = 200;

/** PRETTY_NAME of os-release, the name distributions give themselves; the kernel's name otherwise. */
function osName(): string {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      const line = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('PRETTY_NAME='));
      const value = line?.slice('PRETTY_NAME='.length).replace(/^["']|["']$/g, '');
      if (value) return value;
    } catch {
      // Not every system has it; the next candidate or os.type() answers.
    }
  }
  return `${os.type()} ${os.release()}`;
}

/** Mount points backed by a block device, the root first, each device once. */
function mountPoints(): string[] {
  const points = ['/'];
  const seen = new Set<string>();
  try {
    for (const line of fs.readFileSync('/proc/mounts', 'utf8').split('\n')) {
      const [device, mount] = line.split(' ');
      if (!device?.startsWith('/dev/') || !mount || seen.has(device)) continue;
      seen.add(device);
      // /proc/mounts escapes spaces and other characters as octal.
      points.push(
        mount.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(Number.parseInt(o, 8))),
      );
    }
  } catch {
    // No /proc (not Linux): the root alone.
  }
  return [...new Set(points)];
}

function disks(): InventoryDisk[] {
  const found: InventoryDisk[] = [];
  const devices = new Set<number>();
  for (const mount of mountPoints()) {
    try {
      // A bind-mounted file (a container's /etc/hosts) is not a disk; a device seen already is not another.
      const stat = fs.statSync(mount);
      if (!stat.isDirectory() || devices.has(stat.dev)) continue;
      devices.add(stat.dev);
      const s = fs.statfsSync(mount);
      found.push({ mount, sizeBytes: s.blocks * s.bsize, freeBytes: s.bavail * s.bsize });
    } catch {
      // Unreadable or gone since /proc/mounts was read: left out.
    }
    if (found.length === MAX_DISKS) break;
  }
  return found;
}

function addresses(): { ipv4: string[]; ipv6: string[] } {
  const ipv4 = new Set<string>();
  const ipv6 = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.internal) continue;
      if (a.family === 'IPv4') ipv4.add(a.address);
      // A link-local address carries its interface (fe80::1%eth0); the address alone is what is shown.
      else ipv6.add(a.address.split('%')[0]!);
    }
  }
  return { ipv4: [...ipv4], ipv6: [...ipv6] };
}

export function collectInventory(now = new Date()): DeviceInventory {
  const cpus = os.cpus();
  const uptimeSeconds = Math.floor(os.uptime());
  return {
    hostname: os.hostname().slice(0, 255),
    osName: osName().slice(0, 200),
    kernel: `${os.type()} ${os.release()}`.slice(0, 200),
    cpuModel: (cpus[0]?.model.trim() || os.arch()).slice(0, 200),
    cpuCores: cpus.length,
    memoryTotalBytes: os.totalmem(),
    disks: disks(),
    ...addresses(),
    uptimeSeconds,
    lastBootAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
  };
}
