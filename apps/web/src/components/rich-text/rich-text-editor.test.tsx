import '../test-support/dom-polyfills.ts';
import { $createLinkNode } from '@lexical/link';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRichTextEmpty } from '@warden/domain';
import { $createParagraphNode, $createTextNode, $getRoot, $isTextNode, KEY_TAB_COMMAND } from 'lexical';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeRichTextHtml } from './html-io.ts';
import { RichTextEditor, type RichTextEditorHandle, type RichTextValue } from './rich-text-editor.tsx';
import { editorOf, pasteHtml } from './rich-text-test-utils.ts';

function renderEditor(initialHtml?: string) {
  const onChange = vi.fn<(value: RichTextValue) => void>();
  const handle = createRef<RichTextEditorHandle>();
  render(<RichTextEditor label="Comment" initialHtml={initialHtml} onChange={onChange} handleRef={handle} />);
  const content = screen.getByRole('textbox', { name: 'Comment' });
  const last = () => onChange.mock.lastCall?.[0] as RichTextValue;
  return { onChange, handle, content, editor: editorOf(content), last, user: userEvent.setup() };
}

function countTags(html: string, tag: string): number {
  return html.split(`<${tag}`).length - 1;
}

describe('RichTextEditor', () => {
  it('reports typed text, and bold once the Bold button is pressed on a selection', async () => {
    const { handle, editor, last, user } = renderEditor();
    handle.current?.insertText('plain strong');
    await waitFor(() => expect(last().text).toBe('plain strong'));
    expect(last().html).not.toMatch(/<(b|strong)\b/);
    editor.update(() => {
      const text = $getRoot().getFirstDescendant();
      if ($isTextNode(text)) text.select(6, 12);
    });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await waitFor(() => expect(last().html).toMatch(/<(b|strong)\b[^>]*>(<[^>]+>)*strong</));
    expect(last().html).not.toMatch(/<(b|strong)\b[^>]*>(<[^>]+>)*plain/);
    expect(last().text).toBe('plain strong');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(last().uploading).toBe(false);
  });

  it('stops indenting a list at depth 5', async () => {
    const { editor, last, user } = renderEditor('<p>item</p>');
    editor.update(() => $getRoot().selectEnd());
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(1));
    const indent = screen.getByRole('button', { name: 'Indent' });
    for (let press = 0; press < 8; press++) await user.click(indent);
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(5));
    await user.click(screen.getByRole('button', { name: 'Outdent' }));
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(4));
    expect(last().text).toBe('item');
  });

  it('indents a list with Tab up to depth 5, and leaves Tab alone outside a list', async () => {
    const { editor, last } = renderEditor('<p>outside</p><ul><li>item</li></ul>');
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(1));
    const tab = (shiftKey = false) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
      editor.dispatchCommand(KEY_TAB_COMMAND, event);
      return event.defaultPrevented;
    };
    editor.update(() => $getRoot().selectStart());
    expect(tab()).toBe(false);
    editor.update(() => $getRoot().selectEnd());
    for (let press = 0; press < 7; press++) expect(tab()).toBe(true);
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(5));
    tab(true);
    await waitFor(() => expect(countTags(last().html, 'ul')).toBe(4));
  });

  it('keeps the colours and size of pasted HTML, in a form the allow-list keeps', async () => {
    const { editor, last } = renderEditor();
    editor.update(() => $getRoot().selectEnd());
    pasteHtml(
      editor,
      '<p><span style="color: rgb(255, 0, 0); background-color: #ffff00; font-size: 20px">red</span> ' +
        '<span style="color: #0000ff"><b style="font-size: 18px">blue bold</b></span></p>',
    );
    await waitFor(() => expect(last().text).toBe('red blue bold'));
    const stored = sanitizeRichTextHtml(last().html);
    const container = document.createElement('div');
    container.innerHTML = stored;
    const styleOf = (text: string) =>
      [...container.querySelectorAll('span')].find((span) => span.textContent === text)?.style;
    expect(styleOf('red')?.color).toBe('rgb(255, 0, 0)');
    expect(styleOf('red')?.backgroundColor).toBe('rgb(255, 255, 0)');
    expect(styleOf('red')?.fontSize).toBe('20px');
    expect(styleOf('blue bold')?.color).toBe('rgb(0, 0, 255)');
    expect(styleOf('blue bold')?.fontSize).toBe('18px');
    expect(container.querySelector('b, strong')?.textContent).toBe('blue bold');
  });

  it('exports a javascript: link as about:blank', async () => {
    const { editor, last } = renderEditor();
    editor.update(() => {
      const link = $createLinkNode('javascript:alert(1)').append($createTextNode('click'));
      $getRoot().clear().append($createParagraphNode().append(link));
    });
    await waitFor(() => expect(last().text).toBe('click'));
    expect(last().html).toContain('href="about:blank"');
    expect(last().html).not.toContain('javascript');
  });

  it('neutralises a javascript: link in the HTML it opens with', async () => {
    const { last } = renderEditor('<p><a href="javascript:alert(1)">x</a> <a href="example.com">y</a></p>');
    await waitFor(() => expect(last().text).toBe('x y'));
    expect(last().html).toContain('href="about:blank"');
    expect(last().html).toContain('href="https://example.com"');
    expect(last().html).not.toContain('javascript');
  });

  it('reports a blank editor as empty HTML, and spaces alone as empty text', async () => {
    const { handle, last } = renderEditor();
    await waitFor(() => expect(last()).toEqual({ html: '', text: '', uploading: false }));
    handle.current?.insertText('   ');
    await waitFor(() => expect(last().text).toBe('   '));
    expect(isRichTextEmpty(last().text)).toBe(true);
    handle.current?.insertText('a');
    await waitFor(() => expect(isRichTextEmpty(last().text)).toBe(false));
  });

  it('reports the HTML it opens with before any change', async () => {
    const { last } = renderEditor('<p>Hello <b>there</b></p>');
    await waitFor(() => expect(last().text).toBe('Hello there'));
    expect(last().html).toContain('there');
  });

  it('clears the formatting of the selected text', async () => {
    const { editor, last, user } = renderEditor('<p><b><span style="color: #ff0000">loud</span></b></p>');
    await waitFor(() => expect(last().html).toContain('color'));
    editor.update(() => $getRoot().select(0, $getRoot().getChildrenSize()));
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    await waitFor(() => expect(last().html).not.toContain('color'));
    expect(last().html).not.toMatch(/<(b|strong)\b/);
    expect(last().text).toBe('loud');
  });

  it('sets a link through the link dialog, refusing an address it cannot store', async () => {
    const { editor, last, user } = renderEditor('<p>docs</p>');
    editor.update(() => $getRoot().select(0, $getRoot().getChildrenSize()));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const url = await screen.findByRole('textbox', { name: 'URL' });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/Enter a web address/)).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'example.com/help');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(last().html).toContain('href="https://example.com/help"'));
  });

  it('limits the content area to 450 px and disables the toolbar when disabled', () => {
    render(<RichTextEditor label="Body" onChange={() => {}} disabled />);
    const content = screen.getByRole('textbox', { name: 'Body' });
    expect(content.parentElement).toHaveStyle({ maxHeight: '450px' });
    expect(content).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});
