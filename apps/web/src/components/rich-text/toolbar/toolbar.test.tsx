import '../../test-support/dom-polyfills.ts';
import '../rich-text-test-utils.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $getRoot } from 'lexical';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorHandle, type RichTextValue } from '../rich-text-editor.tsx';
import { editorOf } from '../rich-text-test-utils.ts';

function renderEditor(initialHtml?: string, extra: { onAttach?: (files: File[]) => void } = {}) {
  const onChange = vi.fn<(value: RichTextValue) => void>();
  const handle = createRef<RichTextEditorHandle>();
  render(
    <RichTextEditor
      label="Comment"
      initialHtml={initialHtml}
      onChange={onChange}
      handleRef={handle}
      {...extra}
    />,
  );
  const content = screen.getByRole('textbox', { name: 'Comment' });
  const editor = editorOf(content);
  const selectAll = () => editor.update(() => $getRoot().select(0, $getRoot().getChildrenSize()));
  const last = () => onChange.mock.lastCall?.[0] as RichTextValue;
  return { handle, editor, selectAll, last, user: userEvent.setup() };
}

describe('Toolbar', () => {
  it('names every control in one toolbar, showing the attachment button only when the form takes files', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Code',
      'Font size',
      'Text colour',
      'Background colour',
      'Bulleted list',
      'Numbered list',
      'Indent',
      'Outdent',
      'Link',
      'Insert table',
      'Undo',
      'Redo',
      'Clear formatting',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).queryByRole('button', { name: 'Attach file' })).not.toBeInTheDocument();
  });

  it('shows the attachment button when the form takes files', () => {
    renderEditor(undefined, { onAttach: () => {} });
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeInTheDocument();
  });

  it('sets the font size of the selected text', async () => {
    const { selectAll, last, user } = renderEditor('<p>size me</p>');
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Font size' }));
    await user.click(await screen.findByRole('menuitem', { name: '20 px' }));
    await waitFor(() => expect(last().html).toContain('font-size: 20px'));
  });

  it('sets the text colour of the selected text from the Hex field', async () => {
    const { selectAll, last, user } = renderEditor('<p>paint me</p>');
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    const hex = await screen.findByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#00aa00');
    await waitFor(() => expect(last().html).toContain('color: rgb(0, 170, 0)'));
  });

  it('inserts a 5 by 5 table without header cells from the Insert table dialog', async () => {
    const { editor, last, user } = renderEditor('<p>before</p>');
    editor.update(() => $getRoot().selectEnd());
    await user.click(screen.getByRole('button', { name: 'Insert table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert table' });
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last().html.split('<tr').length - 1).toBe(5));
    expect(last().html.split('<td').length - 1).toBe(25);
    expect(last().html).not.toContain('<th');
  });

  it('undoes and redoes', async () => {
    const { handle, editor, last, user } = renderEditor();
    // As a click into the text would, before typing (committed at once, not batched with the typing).
    editor.update(() => $getRoot().selectEnd(), { discrete: true });
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    handle.current?.insertText('typed');
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(() => expect(last().text).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(last().text).toBe('typed'));
  });

  it('turns a typed web address and e-mail address into links', async () => {
    const { handle, last } = renderEditor();
    handle.current?.insertText('see www.example.com or mail ada@example.com ');
    await waitFor(() => expect(last().html).toContain('href="https://www.example.com"'));
    expect(last().html).toContain('href="mailto:ada@example.com"');
  });
});
