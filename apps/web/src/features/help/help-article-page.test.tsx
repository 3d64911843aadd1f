// The article page: title and the server's sanitised HTML; unknown ids say "Article not found".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { HelpArticlePage } from './help-article-page.tsx';
import { articleFixture } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

const pattern = '/help/articles/:id';

afterEach(() => vi.unstubAllGlobals());

describe('HelpArticlePage', () => {
  it('shows the title and the article body', async () => {
    const api = mockApi({
      'GET /api/help/articles/21': {
        body: {
          ...articleFixture(21, 'Restore a file'),
          locale: 'en-us',
          html: '<p>Open the <strong>Backup</strong> tab.</p><ol><li>Choose a file</li></ol>',
          routes: ['/deviceDashboard/:id/backup/:page'],
          updatedAt: '2025-02-03T10:00:00.000Z',
        },
      },
    });
    renderPage(pattern, '/help/articles/21', <HelpArticlePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Restore a file' })).toBeInTheDocument();
    expect(screen.getByText('Backup', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Choose a file');
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/help/articles/21')).toHaveLength(1);
  });

  it('says "Article not found" for a 404 and for an id that cannot exist', async () => {
    mockApi({ 'GET /api/help/articles/99': errorAnswer(404, 'NOT_FOUND', 'Article not found') });
    const { unmount } = renderPage(pattern, '/help/articles/99', <HelpArticlePage />);
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    unmount();

    const api = mockApi({});
    renderPage(pattern, '/help/articles/abc', <HelpArticlePage />);
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when loading fails', async () => {
    mockApi({ 'GET /api/help/articles/5': errorAnswer(500, 'INTERNAL', 'Index offline') });
    renderPage(pattern, '/help/articles/5', <HelpArticlePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this article: Index offline');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
