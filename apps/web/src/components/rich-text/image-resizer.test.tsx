// Resizing an image: the clamp per handle (corners keep the ratio, bounds from the editor), the pointer
// drag committed on release, and no handles when the editor is read-only (a click opens the viewer).
import '../test-support/dom-polyfills.ts';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $dfs } from '@lexical/utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $createParagraphNode, $getRoot, type LexicalEditor } from 'lexical';
import { describe, expect, it, vi } from 'vitest';
import { resizedSize } from './image-resizer.tsx';
import { $createImageNode, $isImageNode, ImageNode } from './nodes/image-node.tsx';

describe('resizedSize', () => {
  const bounds = { editorWidth: 600, editorHeight: 450 };
  const start = { width: 200, height: 100 };

  it('keeps the aspect ratio from a corner', () => {
    expect(resizedSize({ ...bounds, direction: 'se', start }, 100, 10)).toEqual({ width: 300, height: 150 });
    expect(resizedSize({ ...bounds, direction: 'nw', start }, -60, -200)).toEqual({
      width: 260,
      height: 130,
    });
  });

  it('stops a corner at the editor width minus 20, still keeping the ratio', () => {
    expect(resizedSize({ ...bounds, direction: 'ne', start }, 1000, 0)).toEqual({ width: 580, height: 290 });
  });

  it('resizes one side alone from an edge, within 100 px and the editor bounds', () => {
    expect(resizedSize({ ...bounds, direction: 'e', start }, 50, 80)).toEqual({ width: 250, height: 100 });
    expect(resizedSize({ ...bounds, direction: 'w', start }, 500, 0)).toEqual({ width: 100, height: 100 });
    expect(resizedSize({ ...bounds, direction: 's', start }, 0, 1000)).toEqual({ width: 200, height: 430 });
    expect(resizedSize({ ...bounds, direction: 'n', start }, 0, 50)).toEqual({ width: 200, height: 100 });
  });
});

let editor: LexicalEditor;

function CaptureEditor() {
  [editor] = useLexicalComposerContext();
  return null;
}

function renderImage(editable: boolean) {
  render(
    <LexicalComposer
      initialConfig={{
        namespace: 'test',
        nodes: [ImageNode],
        editable,
        onError: (error: Error) => {
          throw error;
        },
        editorState: () => {
          $getRoot().append(
            $createParagraphNode().append(
              $createImageNode({
                src: 'https://files.example/chart.png',
                contentId: 'tok',
                alt: 'chart.png',
              }),
            ),
          );
        },
      }}
    >
      <RichTextPlugin
        contentEditable={<ContentEditable aria-label="Comment" />}
        ErrorBoundary={LexicalErrorBoundary}
      />
      <CaptureEditor />
    </LexicalComposer>,
  );
}

function storedSize() {
  return editor.getEditorState().read(() => {
    const image = $dfs().find(({ node }) => $isImageNode(node))?.node;
    return $isImageNode(image) ? image.getWidthAndHeight() : null;
  });
}

function handles() {
  return document.querySelectorAll<HTMLElement>('.rte-image__handle');
}

describe('image resizing in the editor', () => {
  it('shows 8 handles on a selected image and commits a corner drag on release', async () => {
    renderImage(true);
    const root = screen.getByRole('textbox', { name: 'Comment' });
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 200));

    await userEvent.click(await screen.findByRole('img', { name: 'chart.png' }));
    await waitFor(() => expect(handles()).toHaveLength(8));
    expect([...handles()].map((h) => h.dataset.direction)).toEqual([
      'n',
      'ne',
      'e',
      'se',
      's',
      'sw',
      'w',
      'nw',
    ]);

    const corner = document.querySelector<HTMLElement>('[data-direction="se"]')!;
    fireEvent.pointerDown(corner, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(corner, { pointerId: 1, clientX: 110, clientY: 12 });
    // Live while the pointer is held, committed only on release.
    expect(screen.getByRole('img', { name: 'chart.png' })).toHaveAttribute('width', '300');
    expect(storedSize()).toEqual({ width: 200, height: 100 });

    fireEvent.pointerUp(corner, { pointerId: 1, clientX: 110, clientY: 12 });
    await waitFor(() => expect(storedSize()).toEqual({ width: 300, height: 150 }));
  });

  it('shows no handles when read-only, where a click opens the image viewer', async () => {
    renderImage(false);

    await userEvent.click(await screen.findByRole('img', { name: 'chart.png' }));

    expect(await screen.findByRole('dialog', { name: 'chart.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(handles()).toHaveLength(0);
  });

  it('hides the handles once the editor turns read-only', async () => {
    renderImage(true);
    await userEvent.click(await screen.findByRole('img', { name: 'chart.png' }));
    await waitFor(() => expect(handles()).toHaveLength(8));

    act(() => editor.setEditable(false));

    await waitFor(() => expect(handles()).toHaveLength(0));
  });
});
