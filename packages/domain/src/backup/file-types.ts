// File-type groups (spec 000, section 3) used to choose a file's icon in the backup browser.
export const fileTypeGroups = {
  word: ['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf'],
  excel: ['xls', 'xlsx', 'xlsm', 'xlsb', 'xlt', 'xltx', 'ods'],
  powerpoint: ['ppt', 'pptx', 'pptm', 'pps', 'ppsx', 'odp'],
  audio: ['mp3', 'wav', 'flac', 'aac', 'ogg', 'm4a', 'wma'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'webm', 'm4v', 'mpg', 'mpeg'],
  pdf: ['pdf'],
  csv: ['csv', 'tsv'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff', 'svg', 'webp', 'heic', 'ico'],
  archive: ['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'iso', 'cab'],
  code: [
    'js',
    'ts',
    'tsx',
    'jsx',
    'py',
    'rb',
    'go',
    'rs',
    'java',
    'c',
    'h',
    'cpp',
    'cs',
    'ps1',
    'sh',
    'bat',
    'json',
    'xml',
    'yml',
    'yaml',
    'html',
    'css',
    'sql',
  ],
  install: ['exe', 'msi', 'msix', 'dmg', 'pkg', 'deb', 'rpm', 'appx'],
} as const;
export type FileTypeGroup = keyof typeof fileTypeGroups;

const byExtension = new Map<string, FileTypeGroup>(
  (Object.entries(fileTypeGroups) as [FileTypeGroup, readonly string[]][]).flatMap(([group, exts]) =>
    exts.map((e) => [e, group] as const),
  ),
);

export function fileTypeGroup(name: string): FileTypeGroup | 'file' {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'file';
  return byExtension.get(name.slice(dot + 1).toLowerCase()) ?? 'file';
}
