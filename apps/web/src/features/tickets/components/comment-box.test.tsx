// The comment box hands the editor one services object while its inputs stay the same: typing (which
// re-renders the box) must not give the editor's plugins new services on every keystroke.
import { act, waitFor } from '@testing-library/react';
import { defaultTicketingSettings } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichTextServices } from '../../../components/rich-text/rich-text-services.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { CommentBox } from './comment-box.tsx';

const seen = vi.hoisted(() => ({
  services: [] as unknown[],
  change: undefined as undefined | ((draft: { html: string; text: string; uploading: boolean }) => void),
}));

// The real editor loads Lexical lazily; the box's own render is what is under test.
vi.mock('../../../components/rich-text/rich-text-lazy.tsx', () => ({
  LazyRichTextEditor: (props: { services: RichTextServices; onChange: typeof seen.change }) => {
    seen.services.push(props.services);
    seen.change = props.onChange;
    return null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  seen.services = [];
});

describe('CommentBox', () => {
  it('keeps the editor’s services object across re-renders', async () => {
    mockApi({ 'GET /api/ticketing/settings': { body: defaultTicketingSettings } });
    const services = { resolveContentId: async (id: string) => `/files/${id}` };
    const upload = vi.fn();
    renderInShell(<CommentBox upload={upload} services={services} onSubmit={vi.fn()} />);
    await waitFor(() => expect(seen.change).toBeDefined());
    const before = seen.services.length;
    act(() => seen.change!({ html: '<p>a</p>', text: 'a', uploading: false }));
    act(() => seen.change!({ html: '<p>ab</p>', text: 'ab', uploading: false }));
    expect(seen.services.length).toBeGreaterThan(before);
    expect(new Set(seen.services.slice(before - 1)).size).toBe(1);
  });
});
