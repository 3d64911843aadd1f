// How an image node shows: the picture at its size, dimmed while it uploads; when editable a click
// selects it and shows the resize handles, when read-only a click opens it in the image viewer.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { $getNodeByKey, type NodeKey } from 'lexical';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageResizer, type ImageSize } from '../image-resizer.tsx';
import { InlineImageViewer } from '../inline-image-viewer.tsx';
import { useRichTextServices } from '../rich-text-services.ts';
import { $isImageNode } from './image-node.tsx';
import { useImageSrc } from './use-image-src.ts';
import './image-component.css';

export interface ImageComponentProps {
  nodeKey: NodeKey;
  src: string;
  contentId: string | null;
  width: number;
  height: number;
  alt: string;
}

export function ImageComponent({ nodeKey, src, contentId, width, height, alt }: ImageComponentProps) {
  const { t } = useTranslation('richText');
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const { resolveContentId } = useRichTextServices();
  const source = useImageSrc(src, contentId, resolveContentId);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [draft, setDraft] = useState<ImageSize | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const pending = contentId === null;
  const size = draft ?? { width, height };
  const url = source.status === 'ready' && source.url !== brokenUrl ? source.url : null;
  const failed = source.status === 'failed' || (source.status === 'ready' && url === null);

  const select = (event: MouseEvent) => {
    event.preventDefault();
    if (!event.shiftKey) clearSelection();
    setSelected(true);
  };

  const commitSize = (next: ImageSize) => {
    setDraft(null);
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if ($isImageNode(node)) node.setWidthAndHeight(next.width, next.height);
    });
  };

  const picture = (at: string, onClick?: (event: MouseEvent) => void) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the editor's own keys select the node (arrow keys, Backspace).
    <img
      src={at}
      alt={alt}
      width={size.width}
      height={size.height}
      draggable={false}
      className="rte-image__img"
      onClick={onClick}
      onError={() => setBrokenUrl(at)}
    />
  );

  // While an upload runs the node is replaced when it ends; resizing then would be lost.
  const resizable = editable && selected && !pending && !failed;
  const classes = [
    'rte-image',
    selected && editable ? 'rte-image--selected' : '',
    pending ? 'rte-image--pending' : '',
  ];

  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      style={{ width: size.width, height: size.height }}
      aria-busy={pending || source.status === 'loading'}
    >
      {url && !editable ? (
        <button type="button" className="rte-image__open" onClick={() => setViewerOpen(true)}>
          {picture(url)}
        </button>
      ) : url ? (
        picture(url, select)
      ) : failed ? (
        <span className="rte-image__failed" role="img" aria-label={alt}>
          {t('images.loadFailed')}
        </span>
      ) : null}
      {pending && <output className="rte-image__progress" aria-label={t('images.uploading')} />}
      {resizable && (
        <ImageResizer
          size={{ width, height }}
          getEditorElement={() => editor.getRootElement()}
          onResize={setDraft}
          onResizeEnd={commitSize}
        />
      )}
      {!editable && url && (
        <InlineImageViewer
          src={url}
          name={alt || t('images.defaultName')}
          open={viewerOpen}
          onOpenChange={setViewerOpen}
        />
      )}
    </span>
  );
}
