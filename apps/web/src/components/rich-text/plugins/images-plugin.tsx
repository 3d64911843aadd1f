// Pasted, dropped and picked images: each becomes a pending image node whose file is uploaded
// through the kit's `upload` service; the node gets its cid when the upload answers, and is removed
// with an error shown when it fails. Word's pasted images get the pictures of the clipboard's RTF.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { $dfs, $wrapNodeInElement, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getNodeByKey,
  $insertNodes,
  $isRootOrShadowRoot,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  HISTORY_MERGE_TAG,
  type LexicalEditor,
  PASTE_COMMAND,
  type PasteCommandType,
} from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ImageFileIssue,
  ImageLoadError,
  imageFileFromSrc,
  imageFileIssue,
  isImagesOnlyHtml,
  registerImageFile,
  withRtfPictures,
} from '../image-files.ts';
import { $createImageNode, $isImageNode, ImageNode, INSERT_IMAGE_COMMAND } from '../nodes/image-node.tsx';
import { type RichTextServices, useRichTextServices } from '../rich-text-services.ts';

type Upload = NonNullable<RichTextServices['upload']>;
type ImageProblem = { kind: 'issue'; issue: ImageFileIssue } | { kind: 'load' } | { kind: 'upload' };

class ImageIssueError extends Error {
  constructor(readonly issue: ImageFileIssue) {
    super(issue);
  }
}

function problemOf(error: unknown): ImageProblem {
  if (error instanceof ImageIssueError) return { kind: 'issue', issue: error.issue };
  if (error instanceof ImageLoadError) return { kind: 'load' };
  return { kind: 'upload' };
}

/** Inserts one pending image per accepted file at the selection; answers the refused files' issue. */
function insertImageFiles(editor: LexicalEditor, files: readonly File[]): ImageFileIssue | null {
  let refused: ImageFileIssue | null = null;
  const accepted = files.filter((file) => {
    const issue = imageFileIssue(file);
    refused ??= issue;
    return issue === null;
  });
  if (accepted.length === 0) return refused;
  editor.update(() => {
    for (const file of accepted) {
      const node = $createImageNode({ src: registerImageFile(file), contentId: null, alt: file.name });
      $insertNodes([node]);
      if ($isRootOrShadowRoot(node.getParentOrThrow())) {
        $wrapNodeInElement(node, $createParagraphNode).selectEnd();
      }
    }
  });
  return refused;
}

function clipboardOf(event: PasteCommandType): DataTransfer | null {
  return 'clipboardData' in event ? event.clipboardData : null;
}

/**
 * The files of an image copied from a web page: the clipboard has the picture itself beside HTML
 * that only points at it, so the file is used rather than fetching the page's URL.
 */
function copiedImageFiles(event: PasteCommandType): File[] | null {
  const data = clipboardOf(event);
  if (!data || !data.types.includes('Files') || !data.types.includes('text/html')) return null;
  const files = Array.from(data.files);
  return files.length > 0 && isImagesOnlyHtml(data.getData('text/html')) ? files : null;
}

/** A copy of a paste whose HTML has Word's images replaced by the RTF's pictures; null to leave it. */
function withWordPictures(event: PasteCommandType): ClipboardEvent | null {
  const data = clipboardOf(event);
  if (!data || !data.types.includes('text/rtf') || !data.types.includes('text/html')) return null;
  const html = withRtfPictures(data.getData('text/html'), data.getData('text/rtf'));
  if (html === null) return null;
  const copy = new DataTransfer();
  for (const type of data.types) {
    // Without text/rtf the copy goes through the editor's usual HTML paste, not back here.
    if (type !== 'text/rtf' && type !== 'Files') copy.setData(type, data.getData(type));
  }
  copy.setData('text/html', html);
  return new ClipboardEvent('paste', { clipboardData: copy });
}

/** Uploads pending image nodes, once per source, and keeps the editor's uploading state. */
class ImageUploads {
  private readonly running = new Set<string>();
  private readonly tokens = new Map<string, string>();
  private disposed = false;

  constructor(
    private readonly editor: LexicalEditor,
    private readonly upload: Upload,
    private readonly onUploading: (uploading: boolean) => void,
    private readonly onProblem: (problem: ImageProblem) => void,
  ) {}

  /** Starts the upload of a pending node's source; a source seen before (undo, copy) reuses its token. */
  start(src: string, alt: string): void {
    const token = this.tokens.get(src);
    if (token !== undefined) {
      this.settle(src, token);
      return;
    }
    if (this.running.has(src)) return;
    this.running.add(src);
    this.onUploading(true);
    this.run(src, alt).finally(() => {
      this.running.delete(src);
      if (!this.disposed) this.onUploading(this.running.size > 0);
    });
  }

  dispose(): void {
    this.disposed = true;
  }

  private async run(src: string, alt: string): Promise<void> {
    try {
      const file = await imageFileFromSrc(src, alt);
      const issue = imageFileIssue(file);
      if (issue !== null) throw new ImageIssueError(issue);
      const uploaded = await this.upload(file);
      this.tokens.set(src, uploaded.token);
      if (!this.disposed) this.settle(src, uploaded.token);
    } catch (error) {
      if (this.disposed) return;
      this.settle(src, null);
      this.onProblem(problemOf(error));
    }
  }

  /** Gives every pending node of the source its token, or removes them when the upload failed. */
  private settle(src: string, token: string | null): void {
    this.editor.update(
      () => {
        for (const { node } of $dfs()) {
          if (!$isImageNode(node) || !node.isPending() || node.getSrc() !== src) continue;
          if (token === null) node.remove();
          else node.setContentId(token);
        }
      },
      // The upload finishing is not a step of its own to undo.
      { tag: HISTORY_MERGE_TAG },
    );
  }
}

export function ImagesPlugin({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const [editor] = useLexicalComposerContext();
  const { upload } = useRichTextServices();
  const { t } = useTranslation('richText');
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const onUploadingRef = useRef(onUploadingChange);
  onUploadingRef.current = onUploadingChange;

  useEffect(() => {
    if (!upload) return;
    if (!editor.hasNodes([ImageNode])) throw new Error('ImagesPlugin: ImageNode is not registered');
    const uploads = new ImageUploads(editor, upload, (u) => onUploadingRef.current(u), setProblem);
    const insert = (files: File[]) => {
      const issue = insertImageFiles(editor, files);
      setProblem(issue === null ? null : { kind: 'issue', issue });
      return true;
    };
    const unregister = mergeRegister(
      editor.registerCommand(INSERT_IMAGE_COMMAND, insert, COMMAND_PRIORITY_LOW),
      // Files pasted without text, and files dropped: a pasted or dropped file must be an image.
      editor.registerCommand(DRAG_DROP_PASTE, insert, COMMAND_PRIORITY_LOW),
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const files = copiedImageFiles(event);
          if (files !== null) {
            event.preventDefault();
            return insert(files);
          }
          const copy = withWordPictures(event);
          if (copy === null) return false;
          event.preventDefault();
          return editor.dispatchCommand(PASTE_COMMAND, copy);
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerMutationListener(
        ImageNode,
        (mutations) => {
          const pending = editor.getEditorState().read(() =>
            [...mutations].flatMap(([key, mutation]) => {
              const node = mutation === 'destroyed' ? null : $getNodeByKey(key);
              return $isImageNode(node) && node.isPending()
                ? [{ src: node.getSrc(), alt: node.getAlt() }]
                : [];
            }),
          );
          for (const { src, alt } of pending) uploads.start(src, alt);
        },
        { skipInitialization: false },
      ),
    );
    return () => {
      unregister();
      uploads.dispose();
      onUploadingRef.current(false);
    };
  }, [editor, upload]);

  if (problem === null) return null;
  const message =
    problem.kind === 'issue'
      ? t(`images.issues.${problem.issue}`)
      : problem.kind === 'load'
        ? t('images.loadFailed')
        : t('images.uploadFailed');
  return (
    <p role="alert" className="form-error rte-image-error">
      {message}
    </p>
  );
}
