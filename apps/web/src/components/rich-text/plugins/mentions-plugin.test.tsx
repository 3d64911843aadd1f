// The mention menu: it searches after the 500 ms debounce and once per query, shows at most five
// technicians with name, e-mail and flags, and a choice replaces the typed '@text' with a mention.
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MentionCandidate } from '@warden/domain';
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from 'lexical';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MentionNode } from '../nodes/mention-node.tsx';
import { RichTextServicesContext } from '../rich-text-services.ts';
import { MentionsPlugin } from './mentions-plugin.tsx';

const tech = (id: number, over: Partial<MentionCandidate> = {}): MentionCandidate => ({
  id,
  uid: `u-${id}`,
  name: `Tech ${id}`,
  email: `tech${id}@example.test`,
  deleted: false,
  permitted: true,
  ...over,
});

beforeAll(() => {
  // jsdom lays nothing out; the menu only needs a rectangle to place itself at.
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

let editor: LexicalEditor;
function Capture() {
  [editor] = useLexicalComposerContext();
  return null;
}

function renderEditor(searchMentions: (q: string) => Promise<MentionCandidate[]>) {
  render(
    <RichTextServicesContext.Provider value={{ searchMentions }}>
      <LexicalComposer
        initialConfig={{
          namespace: 'test',
          nodes: [MentionNode],
          onError: (e) => {
            throw e;
          },
        }}
      >
        <RichTextPlugin
          contentEditable={<ContentEditable aria-label="Body" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <MentionsPlugin />
        <Capture />
      </LexicalComposer>
    </RichTextServicesContext.Provider>,
  );
}

/** Puts the text in the editor with the caret at its end, as typing would. */
async function typeText(text: string) {
  await act(async () => {
    editor.update(
      () => {
        const node = $createTextNode(text);
        $getRoot().clear().append($createParagraphNode().append(node));
        node.select(text.length, text.length);
      },
      { discrete: true },
    );
  });
}

async function waitDebounce() {
  await act(async () => {
    vi.advanceTimersByTime(500);
  });
  await act(async () => {});
}

describe('the mentions plugin', () => {
  it('searches once per query, only after the 500 ms debounce', async () => {
    const search = vi.fn(async (q: string) => [tech(1, { name: `Found ${q}` })]);
    renderEditor(search);
    await typeText('Hi @qu');
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(search).not.toHaveBeenCalled();
    await waitDebounce();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('qu');
    expect(screen.getByText('Found qu')).toBeInTheDocument();

    await typeText('Hi @qui');
    await waitDebounce();
    expect(search).toHaveBeenLastCalledWith('qui');
    await typeText('Hi @qu');
    expect(screen.getByText('Found qu')).toBeInTheDocument();
    await waitDebounce();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('does not search without a character after @, or when a slash follows it', async () => {
    const search = vi.fn(async () => [tech(1)]);
    renderEditor(search);
    await typeText('Hi @');
    await waitDebounce();
    await typeText('path/@x/y');
    await waitDebounce();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows at most five technicians, with e-mail and the flags', async () => {
    const found = [
      tech(1, { deleted: true, permitted: false }),
      tech(2, { permitted: false }),
      tech(3),
      tech(4),
      tech(5),
      tech(6),
    ];
    renderEditor(async () => found);
    await typeText('@te');
    await waitDebounce();
    const list = screen.getByRole('listbox', { name: 'Technicians to mention' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(screen.queryByText('Tech 6')).not.toBeInTheDocument();
    expect(options[0]).toHaveTextContent('Tech 1');
    expect(options[0]).toHaveTextContent('tech1@example.test');
    expect(options[0]).toHaveTextContent('Technician deleted');
    expect(options[1]).toHaveTextContent('Technician not allowed to view ticket');
    expect(options[2]).not.toHaveTextContent(/Technician/);
    expect(list.parentElement).toHaveStyle({ width: '250px' });
    expect(list).toHaveStyle({ maxHeight: '200px' });
  });

  it('replaces the typed @text with the chosen mention', async () => {
    renderEditor(async () => [tech(7, { name: 'Quentin Mentionable' })]);
    await typeText('Ask (@quen');
    await waitDebounce();
    fireEvent.click(screen.getByRole('option', { name: /Quentin Mentionable/ }));
    await act(async () => {});
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Ask (@user:7');
    expect(screen.getByText('@Quentin Mentionable')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
