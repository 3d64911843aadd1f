// The help panel: suggestions for the page, the view stack with Back, the debounced search and its
// outcomes, Escape, closing on editor routes, and what the help settings hide.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_SEARCH_DEBOUNCE_MS } from '@warden/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { type Answer, errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { articleFixture, settingsFixture } from '../testing/fixtures.ts';
import { renderHelp } from '../testing/render-help.tsx';

const searchResults = {
  body: { results: [articleFixture(21, 'Restore a file'), articleFixture(22, 'Restore a folder')] },
};

function api(overrides: Record<string, Answer> = {}) {
  return mockApi({
    'GET /api/division/branding/help': { body: settingsFixture() },
    'GET /api/help/suggested-articles': (call) => ({
      body: {
        results: call.query.get('path')?.startsWith('/deviceDashboard/')
          ? [articleFixture(11, 'Device overview'), articleFixture(12, 'Device tabs')]
          : [],
      },
    }),
    'GET /api/help/articles/': searchResults,
    'GET /api/query/users': { body: { results: [], totalElements: 0, totalPages: 0 } },
    ...overrides,
  });
}

const panel = () =>
  screen.getByRole('dialog', { name: /Help resources|Articles|Article|Submit Help ticket/ });
const searchBox = () => within(panel()).getByRole('searchbox', { name: 'Search help articles' });

async function openPanel(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  return user;
}

// The panel loads the support request form on demand; loading it once here keeps that out of each test's time.
beforeAll(async () => {
  await import('./support-request-view.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HelpPanel', () => {
  it('suggests the articles of the current page', async () => {
    const calls = api();
    renderHelp({ path: '/deviceDashboard/7/overview' });
    await openPanel();

    const suggested = await within(panel()).findByRole('list', { name: 'Suggested articles' });
    expect(within(suggested).getByRole('button', { name: 'Device overview' })).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/help/suggested-articles')[0]?.query.get('path')).toBe(
      '/deviceDashboard/7/overview',
    );
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveFocus();
    expect(within(panel()).getByRole('button', { name: 'Submit a ticket' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Academy' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Backups' })).toBeInTheDocument();
  });

  it('pushes the support request view and pops it with Back', async () => {
    api();
    renderHelp();
    const user = await openPanel();

    await user.click(await within(panel()).findByRole('button', { name: 'Submit a ticket' }));
    expect(panel()).toHaveAccessibleName('Submit Help ticket');
    expect(await within(panel()).findByRole('combobox', { name: 'Priority' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(panel()).toHaveAccessibleName('Help resources');
    expect(within(panel()).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('list', { name: 'Suggested articles' })).toBeInTheDocument();
  });

  it('searches only after the 2 second pause and shows the count line', async () => {
    const calls = api();
    renderHelp();
    await openPanel();
    await within(panel()).findByRole('list', { name: 'Suggested articles' });
    vi.useFakeTimers();

    fireEvent.change(searchBox(), { target: { value: 'rest' } });
    expect(panel()).toHaveAccessibleName('Articles');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(searchBox(), { target: { value: 'restore' } });
    await act(() => vi.advanceTimersByTimeAsync(HELP_SEARCH_DEBOUNCE_MS - 1));
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(0);
    expect(within(panel()).getByText('Searching…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    const searches = calls.callsTo('GET', '/api/help/articles/');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('query')).toBe('restore');
    expect(within(panel()).getByText('2 articles found')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Restore a folder' })).toBeInTheDocument();
    expect(searches[0]?.query.get('locale')).toBe('en-us');
  });

  it('searches in the console’s current language', async () => {
    const calls = api();
    await i18n.changeLanguage('de-de');
    try {
      renderHelp();
      const user = await openPanel();
      await within(panel()).findByRole('list', { name: 'Suggested articles' });
      await user.type(searchBox(), 'sicherung');
      await within(panel()).findByText('2 articles found', undefined, {
        timeout: HELP_SEARCH_DEBOUNCE_MS + 2000,
      });
      expect(calls.callsTo('GET', '/api/help/articles/')[0]?.query.get('locale')).toBe('de-de');
      expect(calls.callsTo('GET', '/api/help/suggested-articles')[0]?.query.get('locale')).toBe('de-de');
    } finally {
      await i18n.changeLanguage('en-us');
    }
  });

  it('opens an article in the panel, keeps the page, and Back returns to the results', async () => {
    const calls = api({
      'GET /api/help/articles/:id': (call) => ({
        body: {
          ...articleFixture(Number(call.path.split('/').pop()), 'Restore a folder'),
          locale: 'en-us',
          html: '<p>Pick the <strong>folder</strong> to restore.</p>',
          routes: [],
          updatedAt: '2025-02-03T10:00:00.000Z',
        },
      }),
    });
    renderHelp({ path: '/deviceSearch' });
    const user = await openPanel();
    await user.type(searchBox(), 'restore');
    const folder = await within(panel()).findByRole(
      'button',
      { name: 'Restore a folder' },
      { timeout: HELP_SEARCH_DEBOUNCE_MS + 2000 },
    );
    await user.click(folder);

    expect(
      await within(panel()).findByRole('heading', { level: 3, name: 'Restore a folder' }),
    ).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Article');
    expect(within(panel()).getByText('folder', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/help/articles/22',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceSearch');
    expect(calls.callsTo('GET', '/api/help/articles/22')[0]?.query.get('locale')).toBe('en-us');

    await user.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(panel()).toHaveAccessibleName('Articles');
    expect(searchBox()).toHaveValue('restore');
    expect(within(panel()).getByText('2 articles found')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(1);
  });

  it('says "No articles found" when nothing matches', async () => {
    api({ 'GET /api/help/articles/': { body: { results: [] } } });
    renderHelp();
    const user = await openPanel();
    await user.type(searchBox(), 'zzz');

    expect(await within(panel()).findByText('No articles found', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows the failure notice when the search fails', async () => {
    api({ 'GET /api/help/articles/': errorAnswer(500, 'INTERNAL', 'Index offline') });
    renderHelp();
    const user = await openPanel();
    await user.type(searchBox(), 'restore');

    const alert = await within(panel()).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Something went wrong on our end.');
    expect(alert).toHaveTextContent('Please try again.');
  });

  it('goes back to the default view when the text is cleared, and Back clears the search', async () => {
    api();
    renderHelp();
    const user = await openPanel();
    await user.type(searchBox(), 'restore');
    expect(panel()).toHaveAccessibleName('Articles');

    await user.clear(searchBox());
    expect(panel()).toHaveAccessibleName('Help resources');

    await user.type(searchBox(), 'restore');
    await user.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(panel()).toHaveAccessibleName('Help resources');
    expect(searchBox()).toHaveValue('');
  });

  it('runs a topic search at once', async () => {
    const calls = api();
    renderHelp();
    const user = await openPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Backups' }));

    expect(await within(panel()).findByText('2 articles found')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/help/articles/')[0]?.query.get('query')).toBe('Backups');
    expect(searchBox()).toHaveValue('Backups');
  });

  it('closes with Escape and opens again reset', async () => {
    api();
    renderHelp();
    const user = await openPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Submit a ticket' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(panel()).toHaveAccessibleName('Help resources');
    expect(searchBox()).toHaveValue('');
  });

  it('keeps its place when closed with its button', async () => {
    api();
    renderHelp();
    const user = await openPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Submit a ticket' }));
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(panel()).toHaveAccessibleName('Submit Help ticket');
  });

  it('closes when an editor route is entered, and stays open on other pages', async () => {
    api();
    renderHelp();
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'go to devices' }));
    expect(panel()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'go to editor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/policy/5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides what the help settings turn off', async () => {
    const calls = api({
      'GET /api/division/branding/help': {
        body: settingsFixture({ articlesEnabled: false, submitTicketEnabled: false }),
      },
    });
    renderHelp();
    const user = await openPanel();
    await within(panel()).findByRole('button', { name: 'Academy' });
    expect(within(panel()).queryByRole('button', { name: 'Submit a ticket' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('heading', { name: 'Suggested articles' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/help/suggested-articles')).toHaveLength(0);
    await user.keyboard('{Escape}');
  });

  it('has no help button when help is disabled, unless the product is branded', async () => {
    api({ 'GET /api/division/branding/help': { body: settingsFixture({ enabled: false }) } });
    const { unmount } = renderHelp();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument());
    unmount();

    renderHelp({ session: sessionFixture({ branding: { branded: true } }) });
    const user = await openPanel();
    expect(await within(panel()).findByRole('button', { name: 'Submit a ticket' })).toBeInTheDocument();
    expect(within(panel()).getByRole('searchbox', { name: 'Search help articles' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('opens the academy through a signed link in a new tab, and says so when it cannot', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api({
      'GET /api/help/academy/login-url': {
        body: { absoluteLoginUrl: 'https://academy.example.com/sso?t=1' },
      },
    });
    renderHelp();
    const user = await openPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Academy' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://academy.example.com/sso?t=1'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();

    api({ 'GET /api/help/academy/login-url': errorAnswer(502, 'INTERNAL', 'Academy down') });
    await user.click(within(panel()).getByRole('button', { name: 'Academy' }));
    expect(await screen.findByText('Error opening the academy')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
