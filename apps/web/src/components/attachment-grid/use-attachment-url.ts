// The signed link of one attachment as a state for a card or a preview: asked when enabled, and a
// refusal (or an empty link) is reported once and shown as a failure.
import { useEffect, useRef, useState } from 'react';

export type AttachmentUrlState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'failed' };

export function useAttachmentUrl(
  attachmentId: number,
  enabled: boolean,
  getSignedUrl: (attachmentId: number) => Promise<string>,
  onError?: (error: unknown) => void,
): AttachmentUrlState {
  const [state, setState] = useState<AttachmentUrlState>({ status: 'idle' });
  // Held in refs: callers often pass fresh functions each render, which must not ask again.
  const fetcher = useRef(getSignedUrl);
  const report = useRef(onError);
  fetcher.current = getSignedUrl;
  report.current = onError;

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetcher
      .current(attachmentId)
      .then((url) => {
        if (!url) throw new Error(`No signed link for attachment ${attachmentId}`);
        if (live) setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setState({ status: 'failed' });
        report.current?.(error);
      });
    return () => {
      live = false;
    };
  }, [attachmentId, enabled]);

  return state;
}
