// What a download link opens: one byte range of a revision sent as a file, or a zip built from ranges
// of revisions. Resolving a link checks again that the data is visible and readable in a browser.
import type { RevisionRange } from './revision-reader.ts';

export interface FileTarget {
  kind: 'file';
  fileName: string;
  range: RevisionRange;
}

export interface ZipItem {
  /** Entry name, already made safe (zip-names.ts). */
  name: string;
  range: RevisionRange;
  mtime: string | null;
}

export interface ZipTarget {
  kind: 'zip';
  fileName: string;
  /** Read lazily, a page at a time, while the zip streams. */
  items: () => AsyncIterable<ZipItem>;
}

export type DownloadTarget = FileTarget | ZipTarget;
