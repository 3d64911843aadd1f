// The peer: restic with a local repository on the same disk, driven through its command line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCommand } from './command-runner.ts';

export const RESTIC_INSTALL_HINT =
  'restic is not installed. Install it with `apt-get install -y restic` (Debian/Ubuntu), ' +
  '`brew install restic` (macOS) or from https://restic.net, then run the benchmark again.';

/** restic's version line, or null when it is not on the PATH. */
export function resticVersion(): string | null {
  const result = spawnSync('restic', ['version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

export class Restic {
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    readonly repo: string,
    work: string,
  ) {
    this.env = {
      ...process.env,
      RESTIC_PASSWORD: 'bench-password',
      RESTIC_REPOSITORY: repo,
      RESTIC_CACHE_DIR: path.join(work, 'restic-cache'),
    };
  }

  /** Runs restic, answering its wall-clock time in ms; throws with its output when it fails. */
  async run(args: string[]): Promise<{ ms: number; output: string }> {
    const { code, ms, output } = await runCommand('restic', args, { env: this.env, collect: true });
    if (code !== 0) throw new Error(`restic ${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`);
    return { ms, output };
  }

  init() {
    return this.run(['init']);
  }

  backup(folder: string) {
    return this.run(['backup', '--quiet', folder]);
  }

  restoreLatest(target: string) {
    return this.run(['restore', 'latest', '--target', target]);
  }

  /** The repository format version (2 compresses with zstd). */
  async formatVersion(): Promise<number | null> {
    const { output } = await this.run(['cat', 'config']);
    try {
      return (JSON.parse(output) as { version: number }).version;
    } catch {
      return null;
    }
  }
}
