// Renders one line of backup or restore progress: a bar, files, bytes, throughput and time left.
// A figure whose total is not known yet (a backup still scanning) shows no bar and no time left.

export interface ProgressFigures {
  files: number;
  totalFiles?: number;
  bytes: number;
  totalBytes?: number;
  elapsedMs: number;
}

/** Below this the bar says too little to be worth the room it takes from the figures. */
const MIN_BAR = 10;
const MAX_BAR = 40;
/** Throughput over a shorter time is mostly noise from the first reads. */
const MIN_ELAPSED_MS = 500;

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

export function formatDuration(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${two(m)}m`;
  if (m > 0) return `${m}m ${two(s)}s`;
  return `${s}s`;
}

/** Bytes per second so far, or null while too little time has passed to say. */
export function throughput(bytes: number, elapsedMs: number): number | null {
  return elapsedMs >= MIN_ELAPSED_MS ? (bytes * 1000) / elapsedMs : null;
}

/** Milliseconds left at the throughput so far, or null when the total or the rate is unknown. */
export function timeLeft(p: ProgressFigures): number | null {
  if (p.totalBytes === undefined) return null;
  const left = Math.max(0, p.totalBytes - p.bytes);
  if (left === 0) return 0;
  const rate = throughput(p.bytes, p.elapsedMs);
  return rate ? (left / rate) * 1000 : null;
}

function fraction(p: ProgressFigures): number | null {
  if (p.totalBytes) return Math.min(1, p.bytes / p.totalBytes);
  if (p.totalFiles) return Math.min(1, p.files / p.totalFiles);
  // Totals known and zero: there is nothing to do, so it is all done.
  if (p.totalBytes === 0 || p.totalFiles === 0) return 1;
  return null;
}

export function renderProgressLine(p: ProgressFigures, width: number): string {
  const rate = throughput(p.bytes, p.elapsedMs);
  const left = timeLeft(p);
  const figures = [
    p.totalFiles === undefined ? `${p.files} files` : `${p.files}/${p.totalFiles} files`,
    p.totalBytes === undefined
      ? formatBytes(p.bytes)
      : `${formatBytes(p.bytes)}/${formatBytes(p.totalBytes)}`,
    rate === null ? '-- /s' : `${formatBytes(rate)}/s`,
  ];
  if (p.totalBytes !== undefined) figures.push(left === null ? '-- left' : `${formatDuration(left)} left`);
  const share = fraction(p);
  if (share === null) return figures.join('  ').slice(0, width);
  const text = `${String(Math.floor(share * 100)).padStart(3)}%  ${figures.join('  ')}`;
  // The bar takes the room the figures leave, between the brackets and a space before the text.
  const barWidth = Math.min(MAX_BAR, width - text.length - 3);
  if (barWidth < MIN_BAR) return text.slice(0, width);
  const filled = Math.floor(share * barWidth);
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${text}`;
}
