// Icons of the browser's rows: a folder, a volume, or a file badge coloured by its file-type group.
import { type FileTypeGroup, fileTypeGroup } from '@warden/domain';

const badges: Record<FileTypeGroup | 'file', string> = {
  word: 'DOC',
  excel: 'XLS',
  powerpoint: 'PPT',
  audio: 'AUD',
  video: 'VID',
  pdf: 'PDF',
  csv: 'CSV',
  image: 'IMG',
  archive: 'ZIP',
  code: '</>',
  install: 'EXE',
  file: '',
};

export type IconKind = 'folder' | 'volume' | 'plan' | { file: string };

export function FileIcon({ kind }: { kind: IconKind }) {
  if (kind === 'folder' || kind === 'plan') {
    return (
      <svg
        className={`backup-icon backup-icon--${kind}`}
        viewBox="0 0 20 16"
        width="18"
        height="15"
        aria-hidden="true"
      >
        <path
          d="M1 3a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2z"
          fill="currentColor"
        />
      </svg>
    );
  }
  if (kind === 'volume') {
    return (
      <svg
        className="backup-icon backup-icon--volume"
        viewBox="0 0 20 16"
        width="18"
        height="15"
        aria-hidden="true"
      >
        <rect x="1" y="3" width="18" height="10" rx="2" fill="currentColor" />
        <circle cx="15" cy="8" r="1.5" fill="#fff" />
      </svg>
    );
  }
  const group = fileTypeGroup(kind.file);
  if (group === 'file') {
    return (
      <svg
        className="backup-icon backup-icon--file"
        viewBox="0 0 16 18"
        width="14"
        height="16"
        aria-hidden="true"
      >
        <path
          d="M2 1h8l4 4v12H2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M10 1v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    );
  }
  return (
    <span
      className={`backup-icon file-badge file-badge--${group}`}
      data-file-group={group}
      aria-hidden="true"
    >
      {badges[group]}
    </span>
  );
}

export function LockIcon() {
  return (
    <svg
      className="backup-icon backup-icon--lock"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
    >
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
