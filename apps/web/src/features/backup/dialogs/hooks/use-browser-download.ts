// A browser download: asks for a signed link, then hands it to the browser. The error, if any,
// is kept as the message key the dialog shows.
import { useMutation } from '@tanstack/react-query';
import { downloadErrorKey } from '../download/download-error.ts';
import { startBrowserDownload } from '../download/start-browser-download.ts';

export interface SignedLink {
  url: string;
  fileName: string;
}

export function useBrowserDownload() {
  const mutation = useMutation({
    mutationFn: async (fetchLink: () => Promise<SignedLink>) => {
      const link = await fetchLink();
      startBrowserDownload(link.url, link.fileName);
      return link;
    },
  });
  return {
    start: mutation.mutate,
    reset: mutation.reset,
    pending: mutation.isPending,
    errorKey: mutation.isError ? downloadErrorKey(mutation.error) : null,
  };
}
