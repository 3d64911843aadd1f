// The agent's boundary between the paths the server knows, the device's own ("/srv/shares"), and where
// they are on this machine. Without --root the two are the same; with it, the device's "/" is the root
// folder: paths received are resolved under it (refused if they would leave it), paths reported are
// given relative to it, and nothing outside it can be named.
import fs from 'node:fs/promises';
import path from 'node:path';

/** Paths travel with forward slashes on every OS ("C:/Users/…" on Windows). */
export function toPortable(p: string): string {
  return p.replace(/\\/g, '/');
}

/** Whether child is parent or lies below it (both absolute, both local). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || !(rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel));
}

/** A leading or trailing slash, an empty segment, or a "." or ".." one: what path.resolve would change. */
const UNCLEAN = /^\/|\/$|\/\/|(^|\/)\.{1,2}(\/|$)/;

export class DeviceRoot {
  /** The local folder that is the device's "/", or null for an agent that owns the whole machine. */
  readonly folder: string | null;
  private realFolder: Promise<string> | null = null;

  constructor(root?: string) {
    this.folder = root ? path.resolve(root) : null;
  }

  /**
   * The clean form of a device path: "/srv/" gives "/srv", and under --root a drive letter is
   * dropped ("C:/Users" is "/Users"). Throws for a relative path, NUL, or "." / ".." under --root.
   */
  normalize(devicePath: string): string {
    if (devicePath.includes('\u0000')) throw new Error('The path contains a NUL character');
    if (!this.folder) return toPortable(path.resolve(devicePath));
    const portable = toPortable(devicePath).replace(/^[A-Za-z]:(?=\/|$)/, '');
    if (!portable.startsWith('/')) throw new Error(`${devicePath} is not an absolute path on this device`);
    const segments = portable.split('/').filter(Boolean);
    if (segments.some((s) => s === '.' || s === '..'))
      throw new Error(`${devicePath} contains "." or ".." and is refused`);
    return `/${segments.join('/')}`;
  }

  /** Where a device path is on this machine; throws for a path that would leave the root. */
  toLocal(devicePath: string): string {
    const clean = this.normalize(devicePath);
    if (!this.folder) return clean;
    return path.join(this.folder, ...clean.split('/').filter(Boolean));
  }

  /** The device path of a local path below the root, as the server is to see it. */
  toDevice(localPath: string): string {
    if (!this.folder) return toPortable(localPath);
    const below = this.cleanBelow(localPath);
    if (below !== null) return below;
    const resolved = path.resolve(localPath);
    if (!isInside(this.folder, resolved)) throw new Error('The path is outside the device');
    const rel = path.relative(this.folder, resolved);
    return `/${toPortable(rel)}`;
  }

  /**
   * The device path of a clean local path below the root, read off the string itself; null for any
   * other path, which the general case resolves. A backup asks this of every path its scan meets, and
   * resolving and relating each one cost about 6 µs against under 1 µs here. Clean means what
   * path.resolve would leave as it is, so both answer the same.
   */
  private cleanBelow(localPath: string): string | null {
    if (path.sep !== '/' || !this.folder) return null;
    if (localPath === this.folder) return '/';
    const prefix = this.folder === '/' ? '/' : `${this.folder}/`;
    if (!localPath.startsWith(prefix)) return null;
    const rest = localPath.slice(prefix.length);
    if (rest === '' || UNCLEAN.test(rest)) return null;
    return `/${toPortable(rest)}`;
  }

  /** A message (an error's, say) with the root folder taken out, so that it names device paths. */
  hide(message: string): string {
    if (!this.folder) return message;
    return message.split(`${this.folder}${path.sep}`).join('/').split(this.folder).join('/');
  }

  /**
   * Throws unless an existing local path really lies under the root once symbolic links are followed
   * ("/srv/link" pointing at the machine's /etc is refused); answers its real location.
   */
  async assertReallyInside(localPath: string): Promise<string> {
    const real = await fs.realpath(localPath);
    if (!this.folder) return real;
    this.realFolder ??= fs.realpath(this.folder);
    if (!isInside(await this.realFolder, real)) {
      throw new Error(`${this.toDevice(localPath)} leads outside the device through a link`);
    }
    return real;
  }
}
