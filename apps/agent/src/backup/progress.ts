// Progress of a backup or restore on the agent's terminal: one line, redrawn in place on a TTY, and a
// summary line otherwise (logs, services).
export class TerminalProgress {
  private files = 0;
  private bytes = 0;
  private lastDraw = 0;
  private readonly tty = process.stdout.isTTY === true;

  constructor(private label: string) {}

  file(count = 1): void {
    this.files += count;
    this.draw();
  }

  addBytes(n: number): void {
    this.bytes += n;
    this.draw();
  }

  done(summary: string): void {
    if (this.tty) process.stdout.write('\r\x1b[2K');
    process.stdout.write(`${new Date().toISOString()} ${this.label}: ${summary}\n`);
  }

  private draw(): void {
    if (!this.tty) return;
    const now = Date.now();
    if (now - this.lastDraw < 100) return;
    this.lastDraw = now;
    process.stdout.write(`\r\x1b[2K${this.label}: ${this.files} files, ${formatBytes(this.bytes)}`);
  }
}

export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
