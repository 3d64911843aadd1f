import '../test-support/dom-polyfills.ts';
import './rich-text-test-utils.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../features/auth/hooks/use-session.ts';
import { sessionFixture } from '../../testing/session-fixture.ts';
import type { RichTextEditorHandle, RichTextValue } from './rich-text-editor.tsx';
import { LazyRichTextEditor, LazyRichTextViewer } from './rich-text-lazy.tsx';

function withFlag(wysiwyg: boolean, ui: ReactElement) {
  return render(
    <SessionContext.Provider value={sessionFixture({ flags: { wysiwyg_v3: wysiwyg } })}>
      {ui}
    </SessionContext.Provider>,
  );
}

describe('LazyRichTextEditor', () => {
  it('is a plain text box when the wysiwyg_v3 flag is off, reporting text and no HTML', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: RichTextValue) => void>();
    const handle = createRef<RichTextEditorHandle>();
    withFlag(
      false,
      <LazyRichTextEditor
        label="Comment"
        initialHtml="<p>Hello</p><p>there</p>"
        onChange={onChange}
        handleRef={handle}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue('Hello\nthere');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Plain');
    expect(onChange).toHaveBeenLastCalledWith({ html: '', text: 'Plain', uploading: false });
    handle.current?.insertText(' text');
    expect(onChange).toHaveBeenLastCalledWith({ html: '', text: 'Plain text', uploading: false });
  });

  it('offers the attachment button in the plain text box too', () => {
    withFlag(false, <LazyRichTextEditor label="Comment" onChange={() => {}} onAttach={() => {}} />);
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeInTheDocument();
  });

  it('loads the rich-text editor when the flag is on', async () => {
    withFlag(true, <LazyRichTextEditor label="Comment" onChange={() => {}} />);
    const content = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });
});

describe('LazyRichTextViewer', () => {
  it('shows the plain body when the flag is off', () => {
    withFlag(false, <LazyRichTextViewer html="<p>One <b>two</b></p><p>three</p>" text={'One two\nthree'} />);
    expect(screen.getByText(/One two/)).toHaveTextContent('One two three');
    expect(document.querySelector('b')).toBeNull();
  });

  it('reads the text out of the HTML when no plain body is given, running nothing in it', () => {
    const { container } = withFlag(
      false,
      <LazyRichTextViewer html={'<p>Hi<img src=x onerror="alert(1)"></p>'} />,
    );
    expect(container).toHaveTextContent('Hi');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows formatted text when the flag is on', async () => {
    withFlag(true, <LazyRichTextViewer html="<p>One <b>two</b></p>" />);
    await waitFor(() => expect(document.querySelector('strong, b')).toHaveTextContent('two'), {
      timeout: 5000,
    });
  });
});
