// Which message a failed download link shows: the spec's own text when the data is kept only on
// LOCAL storage, a general fetch error otherwise.
import { BROWSER_DOWNLOAD_UNAVAILABLE } from '@warden/domain';
import { ApiRequestError } from '../../../../api/client.ts';

export type DownloadErrorKey = 'download.unavailable' | 'download.failed';

export function downloadErrorKey(error: unknown): DownloadErrorKey {
  if (
    error instanceof ApiRequestError &&
    error.status === 400 &&
    error.message === BROWSER_DOWNLOAD_UNAVAILABLE
  )
    return 'download.unavailable';
  return 'download.failed';
}
