// A stored image shows through the signed link of its cid, and says 'Failed to load inline image' when
// the link is refused or the picture does not load.
import '../../test-support/dom-polyfills.ts';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { fireEvent, render, screen } from '@testing-library/react';
import { $createParagraphNode, $getRoot } from 'lexical';
import { describe, expect, it, vi } from 'vitest';
import { RichTextServicesContext } from '../rich-text-services.ts';
import { $createImageNode, ImageNode } from './image-node.tsx';

function renderStoredImage(resolveContentId: (contentId: string) => Promise<string>) {
  render(
    <RichTextServicesContext.Provider value={{ resolveContentId }}>
      <LexicalComposer
        initialConfig={{
          namespace: 'test',
          nodes: [ImageNode],
          editable: false,
          onError: (error: Error) => {
            throw error;
          },
          editorState: () => {
            $getRoot().append(
              $createParagraphNode().append(
                $createImageNode({ src: '', contentId: 'tok-9', alt: 'diagram.png' }),
              ),
            );
          },
        }}
      >
        <RichTextPlugin
          contentEditable={<ContentEditable aria-label="Comment" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </LexicalComposer>
    </RichTextServicesContext.Provider>,
  );
}

describe('ImageComponent', () => {
  it('shows a stored image through the signed link of its cid, at 200 by 100 by default', async () => {
    const resolve = vi.fn(async () => 'https://files.example/signed/tok-9');
    renderStoredImage(resolve);

    const image = await screen.findByRole('img', { name: 'diagram.png' });
    expect(image).toHaveAttribute('src', 'https://files.example/signed/tok-9');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '100');
    expect(resolve).toHaveBeenCalledWith('tok-9');
  });

  it("says 'Failed to load inline image' when the link is refused", async () => {
    renderStoredImage(async () => '');

    expect(await screen.findByText('Failed to load inline image')).toBeInTheDocument();
  });

  it("says 'Failed to load inline image' when the picture does not load", async () => {
    renderStoredImage(async () => 'https://files.example/signed/gone');

    fireEvent.error(await screen.findByRole('img', { name: 'diagram.png' }));

    expect(await screen.findByText('Failed to load inline image')).toBeInTheDocument();
  });
});
