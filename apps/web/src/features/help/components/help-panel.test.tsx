// The help panel: suggestions for the page, the view stack with Back, the debounced search and its
// outcomes, Escape, closing on editor routes, and what the help settings hide.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_SEARCH_DEBOUNCE_MS } from '@warden/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { articleFixture, sessionFixture, settingsFixture } from '../testing/fixtures.ts';
import { type Answer, errorAnswer, mockApi } from '../testing/mock-api.ts';
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

const panel = () => screen.getByRole('dialog', { name: /Help resources|Articles|Submit Help ticket/ });
const searchBox = () => within(panel()).getByRole('searchbox', { name: 'Search help articles' });

async function openPanel(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  return user;
}

// The panel loads the ticket form on demand; loading it once here keeps that out of each test's time.
beforeAll(async () => {
  await import('./ticket-view.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HelpPanel', () => {
  it('suggests the articles of the current page and links them to their pages', async () => {
    const calls = api();
    renderHelp({ path: '/deviceDashboard/7/overview' });
    await openPanel();

    const suggested = await within(panel()).findByRole('list', { name: 'Suggested articles' });
    const link = within(suggested).getByRole('link', { name: 'Device overview' });
    expect(link).toHaveAttribute('href', '/help/articles/11');
    expect(calls.callsTo('GET', '/api/help/suggested-articles')[0]?.query.get('path')).toBe(
      '/deviceDashboard/7/overview',
    );
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveFocus();
    expect(within(panel()).getByRole('button', { name: 'Submit a ticket' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Academy' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Backups' })).toBeInTheDocument();
  });

  it('pushes the ticket view and pops it with Back', async () => {
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
    expect(within(panel()).getByRole('link', { name: 'Restore a folder' })).toHaveAttribute(
      'href',
      '/help/articles/22',
    );
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

    renderHelp({ session: sessionFixture({ branded: true }) });
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
