// The image node's HTML: a cid: reference once uploaded, nothing while pending (no data: URL ever
// leaves the editor), and which <img> sources import as ready, pending or not at all.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $dfs } from '@lexical/utils';
import { $createParagraphNode, $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $createImageNode, $isImageNode, ImageNode } from './image-node.tsx';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function newEditor(): LexicalEditor {
  return createEditor({
    namespace: 'test',
    nodes: [ImageNode],
    onError: (error) => {
      throw error;
    },
  });
}

function exportHtml(editor: LexicalEditor, image: () => ImageNode): string {
  editor.update(
    () => {
      $getRoot().clear().append($createParagraphNode().append(image()));
    },
    { discrete: true },
  );
  return editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null));
}

interface ImportedImage {
  src: string;
  contentId: string | null;
  size: { width: number; height: number };
}

function importImages(editor: LexicalEditor, html: string): ImportedImage[] {
  let images: ImportedImage[] = [];
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      const nodes = $generateNodesFromDOM(editor, dom);
      images = nodes
        .flatMap((node) => $dfs(node).map(({ node: inner }) => inner))
        .filter($isImageNode)
        .map((image) => ({
          src: image.getSrc(),
          contentId: image.getContentId(),
          size: image.getWidthAndHeight(),
        }));
    },
    { discrete: true },
  );
  return images;
}

describe('ImageNode', () => {
  it('exports an uploaded image as a cid: reference with its size and name, and never its data: source', () => {
    const editor = newEditor();
    const html = exportHtml(editor, () =>
      $createImageNode({
        src: PNG_DATA_URL,
        contentId: 'tok-123',
        width: 320,
        height: 180,
        alt: 'chart.png',
      }),
    );
    expect(html).toContain('<img src="cid:tok-123" width="320" height="180" alt="chart.png">');
    expect(html).not.toContain('data:');
  });

  it('exports nothing for an image still being uploaded', () => {
    const editor = newEditor();
    const html = exportHtml(editor, () =>
      $createImageNode({ src: PNG_DATA_URL, contentId: null, alt: 'pasted.png' }),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data:');
  });

  it('takes 200 by 100 when no size is given', () => {
    const editor = newEditor();
    const html = exportHtml(editor, () => $createImageNode({ src: '', contentId: 'tok' }));
    expect(html).toContain('width="200" height="100"');
  });

  it('imports a cid: image as ready, keeping its size', () => {
    const images = importImages(newEditor(), '<p><img src="cid:abc" width="300" height="150" alt="a"></p>');
    expect(images).toEqual([{ src: '', contentId: 'abc', size: { width: 300, height: 150 } }]);
  });

  it('imports data: images of accepted types and http(s) images as pending, and drops the rest', () => {
    const editor = newEditor();
    const images = importImages(
      editor,
      `<img src="${PNG_DATA_URL}">
       <img src="https://example.com/logo.png" style="width: 120px; height: 60px">
       <img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">
       <img src="file:///C:/Users/me/clip_image001.png">
       <img src="javascript:alert(1)">`,
    );
    expect(images).toEqual([
      { src: PNG_DATA_URL, contentId: null, size: { width: 200, height: 100 } },
      { src: 'https://example.com/logo.png', contentId: null, size: { width: 120, height: 60 } },
    ]);
  });
});
