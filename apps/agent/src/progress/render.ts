// Renders one line of backup or restore progress: a bar, files, bytes, throughput and time left.
// A figure whose total is not known yet (a backup still scanning) shows no bar and no time left.
// The throughput, time left and share come from the same rule as the console's job views.
import { jobProgress } from '@warden/domain/agent';

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

export function renderProgressLine(p: ProgressFigures, width: number): string {
  const {
    bytesPerSecond: rate,
    msLeft: left,
    percentage,
  } = jobProgress({
    filesDone: p.files,
    filesTotal: p.totalFiles,
    bytesDone: p.bytes,
    bytesTotal: p.totalBytes,
    elapsedMs: p.elapsedMs,
  });
  const figures = [
    p.totalFiles === undefined ? `${p.files} files` : `${p.files}/${p.totalFiles} files`,
    p.totalBytes === undefined
      ? formatBytes(p.bytes)
      : `${formatBytes(p.bytes)}/${formatBytes(p.totalBytes)}`,
    rate === null ? '-- /s' : `${formatBytes(rate)}/s`,
  ];
  if (p.totalBytes !== undefined) figures.push(left === null ? '-- left' : `${formatDuration(left)} left`);
  if (percentage === null) return figures.join('  ').slice(0, width);
  const text = `${String(percentage).padStart(3)}%  ${figures.join('  ')}`;
  // The bar takes the room the figures leave, between the brackets and a space before the text.
  const barWidth = Math.min(MAX_BAR, width - text.length - 3);
  if (barWidth < MIN_BAR) return text.slice(0, width);
  const filled = Math.floor((percentage / 100) * barWidth);
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${text}`;
}
