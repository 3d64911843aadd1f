// The related-article count under the support request subject (spec 000, sections 5 and 9): it searches once
// the subject has rested for 2 seconds, only for 3 or more non-space characters, never when branded.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_SEARCH_DEBOUNCE_MS } from '@warden/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { articleFixture, settingsFixture } from '../testing/fixtures.ts';
import { renderHelp } from '../testing/render-help.tsx';

function api() {
  return mockApi({
    'GET /api/division/branding/help': { body: settingsFixture() },
    'GET /api/help/suggested-articles': { body: { results: [] } },
    'GET /api/help/articles/': {
      body: { results: [articleFixture(21, 'Restore a file'), articleFixture(22, 'Restore a folder')] },
    },
    'GET /api/query/users': { body: { results: [], totalElements: 0, totalPages: 0 } },
  });
}

const form = () => screen.getByRole('dialog', { name: 'Submit Help ticket' });
const subject = () => within(form()).getByLabelText('Subject', { selector: 'input' });

async function openSupportRequest(branded = false) {
  const user = userEvent.setup();
  renderHelp({ session: sessionFixture({ branding: { branded } }) });
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  await user.click(await screen.findByRole('button', { name: 'Submit a ticket' }));
  await within(form()).findByLabelText('Priority', { selector: 'select' });
  vi.useFakeTimers();
}

/** Types the subject in one go, then lets the debounce pass (and a little more for the answer). */
async function typeSubject(text: string) {
  fireEvent.change(subject(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(HELP_SEARCH_DEBOUNCE_MS + 50));
}

beforeAll(async () => {
  await import('./support-request-view.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RelatedArticlesCount', () => {
  it('searches the subject only after the 2 second pause', async () => {
    const calls = api();
    await openSupportRequest();
    fireEvent.change(subject(), { target: { value: 'restore' } });
    await act(() => vi.advanceTimersByTimeAsync(HELP_SEARCH_DEBOUNCE_MS - 1));
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(within(form()).getByRole('button', { name: '2 related articles' })).toBeInTheDocument(),
    );
  });

  it('needs 3 characters not counting spaces', async () => {
    const calls = api();
    await openSupportRequest();
    await typeSubject(' a  b ');
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(0);
    expect(within(form()).queryByRole('button', { name: /related article/ })).not.toBeInTheDocument();

    await typeSubject('a b c');
    const searches = calls.callsTo('GET', '/api/help/articles/');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('query')).toBe('a b c');
  });

  it('does not search when the product is branded', async () => {
    const calls = api();
    await openSupportRequest(true);
    await typeSubject('restore a folder');
    expect(calls.callsTo('GET', '/api/help/articles/')).toHaveLength(0);
    expect(within(form()).queryByRole('button', { name: /related article/ })).not.toBeInTheDocument();
  });
});
