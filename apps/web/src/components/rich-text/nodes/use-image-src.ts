// The URL an image node shows: its own source, or for a stored image the signed link of its cid.
import { useEffect, useRef, useState } from 'react';

export type ImageSrcState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useImageSrc(
  src: string,
  contentId: string | null,
  resolveContentId: ((contentId: string) => Promise<string>) | undefined,
): ImageSrcState {
  const [resolved, setResolved] = useState<{ contentId: string; state: ImageSrcState } | null>(null);
  const needsLink = src === '' && contentId !== null;
  // Features may pass a new services object on each render; the link is fetched once per cid.
  const resolveRef = useRef(resolveContentId);
  resolveRef.current = resolveContentId;

  useEffect(() => {
    if (!needsLink || contentId === null) return;
    const resolveContentId = resolveRef.current;
    if (!resolveContentId) {
      setResolved({ contentId, state: { status: 'failed' } });
      return;
    }
    let live = true;
    resolveContentId(contentId).then(
      (url) =>
        live && setResolved({ contentId, state: url ? { status: 'ready', url } : { status: 'failed' } }),
      () => live && setResolved({ contentId, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [needsLink, contentId]);

  if (src !== '') return { status: 'ready', url: src };
  if (contentId === null) return { status: 'failed' };
  return resolved?.contentId === contentId ? resolved.state : { status: 'loading' };
}
