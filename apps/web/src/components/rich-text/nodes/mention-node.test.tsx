// The mention node stores '@user:{id}' in a marked span and reads it back, from its own export and
// from the server-sanitised form (data-id only); its chip names the technician or says who is missing.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $dfs } from '@lexical/utils';
import { render, screen } from '@testing-library/react';
import type { MentionCandidate } from '@warden/domain';
import { $getRoot, $insertNodes, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it, vi } from 'vitest';
import { RichTextServicesContext } from '../rich-text-services.ts';
import { MentionChip } from './mention-chip.tsx';
import { $createMentionNode, $isMentionNode, MentionNode } from './mention-node.tsx';

const quentin: MentionCandidate = {
  id: 7,
  uid: 'u-7',
  name: 'Quentin Mentionable',
  email: 'q@example.test',
  deleted: false,
  permitted: true,
};

function newEditor(): LexicalEditor {
  return createEditor({
    namespace: 'test',
    nodes: [MentionNode],
    onError: (e) => {
      throw e;
    },
  });
}

function importHtml(editor: LexicalEditor, html: string) {
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $getRoot().clear().select();
      $insertNodes($generateNodesFromDOM(editor, dom));
    },
    { discrete: true },
  );
}

const exportHtml = (editor: LexicalEditor) => editor.read(() => $generateHtmlFromNodes(editor));
const mentions = (editor: LexicalEditor) =>
  editor.read(() =>
    $dfs()
      .map(({ node }) => node)
      .filter($isMentionNode)
      .map((n) => n.getMentionId()),
  );

describe('the mention node', () => {
  it('exports a marked span with @user:{id} and reads it back as the same mention', () => {
    const editor = newEditor();
    editor.update(
      () => {
        $getRoot().clear().select();
        $insertNodes([$createMentionNode(quentin)]);
      },
      { discrete: true },
    );
    const html = exportHtml(editor);
    expect(html).toContain('<span data-id="7" data-mention="true">@user:7</span>');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('@user:7');

    const again = newEditor();
    importHtml(again, html);
    expect(mentions(again)).toEqual([7]);
    expect(exportHtml(again)).toBe(html);
  });

  it('reads the stored form back: a marked span, or a span whose data-id and text agree', () => {
    const editor = newEditor();
    importHtml(
      editor,
      '<p>Hi <span data-id="7" data-mention="true">@user:7</span> and <span data-id="8">@user:8</span>' +
        ' but not <span data-id="9">@user:10</span> nor <span>@user:11</span></p>',
    );
    expect(mentions(editor)).toEqual([7, 8]);
    expect(editor.read(() => $getRoot().getTextContent())).toBe(
      'Hi @user:7 and @user:8 but not @user:10 nor @user:11',
    );
  });
});

describe('the mention chip', () => {
  const withResolver = (resolveMention: (id: number) => Promise<MentionCandidate | null>, id: number) =>
    render(
      <RichTextServicesContext.Provider value={{ resolveMention }}>
        <MentionChip id={id} name="" deleted={false} permitted={null} />
      </RichTextServicesContext.Provider>,
    );

  it('shows a chosen technician as @Name', () => {
    render(<MentionChip id={7} name="Quentin Mentionable" deleted={false} permitted />);
    expect(screen.getByText('@Quentin Mentionable')).toBeInTheDocument();
  });

  it('looks a stored mention up and flags a deleted technician', async () => {
    const resolve = vi.fn(async (id: number) => ({ ...quentin, id, deleted: true, permitted: false }));
    withResolver(resolve, 21);
    expect(await screen.findByText('@Quentin Mentionable')).toBeInTheDocument();
    expect(screen.getByText('(Technician deleted)')).toBeInTheDocument();
    expect(resolve).toHaveBeenCalledWith(21);
  });

  it('flags a technician who may not view the ticket', async () => {
    withResolver(async (id) => ({ ...quentin, id, permitted: false }), 22);
    expect(await screen.findByText('(Technician not allowed to view ticket)')).toBeInTheDocument();
  });

  it("says 'User not Found' when the technician is missing", async () => {
    withResolver(async () => null, 23);
    expect(await screen.findByText('User not Found')).toBeInTheDocument();
  });
});
