// The images plugin: every image that enters the editor (imported data: URL, URL, picked or pasted
// file, Word's RTF picture) is uploaded and ends up as a cid: reference, never as base64; failures
// remove the image and say why.
import '../../test-support/dom-polyfills.ts';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { $dfs } from '@lexical/utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { UploadedAttachment } from '@warden/domain';
import { $createParagraphNode, $getRoot, type LexicalEditor, PASTE_COMMAND } from 'lexical';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isImageNode, ImageNode, INSERT_IMAGE_COMMAND } from '../nodes/image-node.tsx';
import { type RichTextServices, RichTextServicesContext } from '../rich-text-services.ts';
import { ImagesPlugin } from './images-plugin.tsx';

const PNG_HEX = '89504e470d0a1a0a0000000d49484452';
const PNG_DATA_URL = `data:image/png;base64,${btoa(
  String.fromCharCode(...(PNG_HEX.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16))),
)}`;

/** The clipboard types jsdom lacks, as far as the editor's paste handling reads them. */
class DataTransferStub {
  private readonly data = new Map<string, string>();
  readonly files: File[] = [];
  get types(): string[] {
    return [...this.data.keys(), ...(this.files.length > 0 ? ['Files'] : [])];
  }
  getData(type: string): string {
    return this.data.get(type) ?? '';
  }
  setData(type: string, value: string): void {
    this.data.set(type, value);
  }
}
class ClipboardEventStub extends Event {
  readonly clipboardData: DataTransferStub | null;
  constructor(type: string, init: { clipboardData?: DataTransferStub } = {}) {
    super(type, { cancelable: true });
    this.clipboardData = init.clipboardData ?? null;
  }
}
Object.defineProperty(ClipboardEventStub, 'name', { value: 'ClipboardEvent' });
class DragEventStub extends Event {}
Object.defineProperty(DragEventStub, 'name', { value: 'DragEvent' });

function readBytes(file: File): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function toHex(bytes: number[]): string {
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

let editor: LexicalEditor;

function CaptureEditor() {
  [editor] = useLexicalComposerContext();
  return null;
}

function renderEditor(services: RichTextServices, onUploadingChange = vi.fn()) {
  render(
    <RichTextServicesContext.Provider value={services}>
      <LexicalComposer
        initialConfig={{
          namespace: 'test',
          nodes: [ImageNode],
          onError: (error: Error) => {
            throw error;
          },
        }}
      >
        <RichTextPlugin
          contentEditable={<ContentEditable aria-label="Comment" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <ImagesPlugin onUploadingChange={onUploadingChange} />
        <CaptureEditor />
      </LexicalComposer>
    </RichTextServicesContext.Provider>,
  );
  return onUploadingChange;
}

function setHtml(html: string) {
  act(() => {
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        paragraph.append(
          ...$generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html')),
        );
        $getRoot().clear().append(paragraph);
        paragraph.selectEnd();
      },
      { discrete: true },
    );
  });
}

function exportedHtml(): string {
  return editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null));
}

function imageCount(): number {
  return editor.getEditorState().read(() => $dfs().filter(({ node }) => $isImageNode(node)).length);
}

function deferredUpload() {
  const calls: { file: File; resolve: (u: UploadedAttachment) => void; reject: (e: unknown) => void }[] = [];
  const upload = vi.fn(
    (file: File) =>
      new Promise<UploadedAttachment>((resolve, reject) => {
        calls.push({ file, resolve, reject });
      }),
  );
  return { upload, calls };
}

let objectUrls = 0;

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/${++objectUrls}`);
  vi.stubGlobal('DataTransfer', DataTransferStub);
  vi.stubGlobal('ClipboardEvent', ClipboardEventStub);
  vi.stubGlobal('DragEvent', DragEventStub);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ImagesPlugin', () => {
  it('uploads a data-URL image that enters the editor and exports it as cid:, never as base64', async () => {
    const { upload, calls } = deferredUpload();
    const onUploadingChange = renderEditor({ upload });

    setHtml(`<img src="${PNG_DATA_URL}" alt="pasted">`);

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const file = calls[0]!.file;
    expect(file.type).toBe('image/png');
    expect(toHex(await readBytes(file))).toBe(PNG_HEX);
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(exportedHtml()).not.toContain('data:');

    await act(async () =>
      calls[0]!.resolve({ token: 'tok-1', name: file.name, size: file.size, contentType: 'image/png' }),
    );

    await waitFor(() => expect(exportedHtml()).toContain('src="cid:tok-1"'));
    expect(exportedHtml()).not.toContain('data:');
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('removes the image and says so when the upload fails', async () => {
    const { upload, calls } = deferredUpload();
    const onUploadingChange = renderEditor({ upload });
    setHtml(`<img src="${PNG_DATA_URL}">`);
    await waitFor(() => expect(upload).toHaveBeenCalled());

    await act(async () => calls[0]!.reject(new Error('500')));

    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be uploaded');
    expect(imageCount()).toBe(0);
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('fetches an image found only by URL, and reports one that cannot be loaded', async () => {
    const { upload, calls } = deferredUpload();
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('good.png')
        ? ({
            ok: true,
            status: 200,
            blob: async () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
          } as Response)
        : ({ ok: false, status: 404 } as Response),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderEditor({ upload });

    setHtml('<img src="https://example.com/a/good.png"><img src="https://example.com/missing.png">');

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0]!.file).toMatchObject({ name: 'good.png', type: 'image/png' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load inline image');
    expect(imageCount()).toBe(1);
  });

  it("turns Word's pasted images into the RTF's pictures, in order, and uploads them", async () => {
    const { upload, calls } = deferredUpload();
    renderEditor({ upload });
    setHtml('');
    const jpegHex = 'ffd8ffe000104a464946';
    const rtf = `{\\rtf1{\\*\\shppict{\\pict\\pngblip\\picw10\\pich10 ${PNG_HEX}}}{\\nonshppict{\\pict\\wmetafile8 0102}}text{\\*\\shppict{\\pict\\jpegblip ${jpegHex}}}}`;
    const clipboardData = new DataTransferStub();
    clipboardData.setData('text/plain', 'text');
    clipboardData.setData(
      'text/html',
      '<p>before <img src="file:///C:/Users/me/clip_image001.png" width="120" height="110"> and <img src="file:///C:/Users/me/clip_image002.jpg"></p>',
    );
    clipboardData.setData('text/rtf', rtf);

    act(() => {
      editor.dispatchCommand(
        PASTE_COMMAND,
        new ClipboardEventStub('paste', { clipboardData }) as unknown as ClipboardEvent,
      );
    });

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(calls.map(({ file }) => file.type)).toEqual(['image/png', 'image/jpeg']);
    expect(toHex(await readBytes(calls[0]!.file))).toBe(PNG_HEX);
    expect(toHex(await readBytes(calls[1]!.file))).toBe(jpegHex);

    await act(async () => {
      calls[0]!.resolve({ token: 'word-1', name: 'image1.png', size: 16, contentType: 'image/png' });
      calls[1]!.resolve({ token: 'word-2', name: 'image2.jpg', size: 10, contentType: 'image/jpeg' });
    });
    await waitFor(() => expect(exportedHtml()).toContain('cid:word-2'));
    const html = exportedHtml();
    expect(html).toContain('<img src="cid:word-1" width="120" height="110"');
    expect(html).toContain('before');
    expect(html).not.toMatch(/file:|blob:|data:/);
  });

  it('uses the file of an image copied from a web page instead of fetching its URL', async () => {
    const { upload } = deferredUpload();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderEditor({ upload });
    setHtml('');
    const copied = new File([new Uint8Array([7, 8, 9])], 'image.png', { type: 'image/png' });
    const clipboardData = new DataTransferStub();
    clipboardData.setData(
      'text/html',
      '<meta charset="utf-8"><img src="https://example.com/photo.png" alt="">',
    );
    clipboardData.files.push(copied);

    act(() => {
      editor.dispatchCommand(
        PASTE_COMMAND,
        new ClipboardEventStub('paste', { clipboardData }) as unknown as ClipboardEvent,
      );
    });

    await waitFor(() => expect(upload).toHaveBeenCalledWith(copied));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads picked image files and refuses a file that is not an image', async () => {
    const { upload } = deferredUpload();
    renderEditor({ upload });
    setHtml('');
    const picked = new File([new Uint8Array([1, 2])], 'photo.gif', { type: 'image/gif' });

    act(() => {
      editor.dispatchCommand(INSERT_IMAGE_COMMAND, [picked]);
    });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(picked));

    act(() => {
      editor.dispatchCommand(DRAG_DROP_PASTE, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(imageCount()).toBe(1);
  });
});
