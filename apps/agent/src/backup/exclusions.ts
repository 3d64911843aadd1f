// Exclusion patterns of a plan: "*.tmp", "~$*", "node_modules", "/srv/data/cache/**". A pattern with a
// slash matches the whole device path, one without matches any path segment's name.
function toRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^/]*';
    } else if (ch === '?') re += '[^/]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 'i');
}

export class Exclusions {
  private byName: RegExp[] = [];
  private byPath: RegExp[] = [];

  /** toDevice turns the local paths the scan meets into the device paths the patterns name. */
  constructor(
    patterns: readonly string[],
    private toDevice: (localPath: string) => string = (p) => p,
  ) {
    for (const p of patterns) {
      const portable = p.replace(/\\/g, '/');
      if (portable.includes('/')) this.byPath.push(toRegExp(portable));
      else this.byName.push(toRegExp(portable));
    }
  }

  excludes(fullPath: string, name: string): boolean {
    if (this.byName.some((r) => r.test(name))) return true;
    if (this.byPath.length === 0) return false;
    const devicePath = this.toDevice(fullPath);
    return this.byPath.some((r) => r.test(devicePath));
  }
}
