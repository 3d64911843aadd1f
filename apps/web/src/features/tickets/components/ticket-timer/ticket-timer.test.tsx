// The timer on the ticket page, as the ticketing settings have it: hidden when off, started by the
// page in AUTOMATIC mode, a stop or a comment while it runs logging one time entry, and the comment
// box without its attachment button while attaching is off.

import { screen, waitFor, within } from '@testing-library/react';
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInEditor } from '../../../../components/rich-text/rich-text-test-utils.ts';
import { mockApi } from '../../../../testing/mock-api.ts';
import { ticketingConfigKey } from '../../hooks/ticket-query-keys.ts';
import { renderTicketing } from '../../testing/render-ticketing.tsx';
import { paged, statuses, ticketFixture } from '../../testing/ticket-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const timerKey = 'warden.tickets.timer.40';

function serve(change: Partial<TicketingSettings> = {}) {
  const settings: TicketingSettings = { ...defaultTicketingSettings, ...change };
  return mockApi({
    'GET /api/ticketing/settings': { body: settings },
    'GET /api/ticketing/tickets/40': { body: ticketFixture(40) },
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/forms': { body: [] },
    'GET /api/ticketing/attributes': { body: [] },
    'GET /api/ticketing/tags': { body: { tags: [] } },
    'GET /api/ticketing/tickets/40/comments': { body: [] },
    'POST /api/ticketing/tickets/40/comments': { status: 201, body: {} },
    'GET /api/ticketing/tickets/40/history': { body: paged([]) },
    'GET /api/ticketing/tickets/40/time-entries': { body: [] },
    'POST /api/ticketing/tickets/40/time-entries': { status: 201, body: {} },
    'GET /api/ticketing/ticket/40/firings': { body: paged([]) },
    'GET /api/ticketing/automations': { body: paged([]) },
  });
}

/** A timer that has run on ticket 40 for this many seconds, as a reload would find it. */
const runningFor = (seconds: number) => {
  const since = Date.now() - seconds * 1000;
  localStorage.setItem(timerKey, JSON.stringify({ runningSince: since, banked: 0, firstStart: since }));
};

/** The comment box's editor loads its code on first use, which takes a while on a busy machine. */
const EDITOR_TEST_TIMEOUT = 15_000;

/** The comment box's editor, once its lazily loaded code has arrived. */
const commentEditor = () => screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });

const timeEntries = (api: ReturnType<typeof serve>) =>
  api.callsTo('POST', '/api/ticketing/tickets/40/time-entries');

describe('TicketTimer on the ticket page', () => {
  it('shows no timer when the settings turn it off', async () => {
    serve({ timerSettings: { enabled: false, mode: 'AUTOMATIC' } });
    const { client } = renderTicketing('/ticketing/ticket/40');
    expect(await screen.findByLabelText('Subject')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData([...ticketingConfigKey, 'settings'])).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Timer' })).toBeNull();
    expect(localStorage.getItem(timerKey)).toBeNull();
  });

  it('waits for Start in MANUAL mode, and keeps a running timer across a reload until Stop logs it', async () => {
    const api = serve({ timerSettings: { enabled: true, mode: 'MANUAL' } });
    const first = renderTicketing('/ticketing/ticket/40');
    const timer = await screen.findByRole('region', { name: 'Timer' });
    expect(within(timer).getByRole('timer')).toHaveTextContent('0:00:00');
    expect(within(timer).getByRole('button', { name: 'Stop and log time' })).toBeDisabled();
    await first.user.click(within(timer).getByRole('button', { name: 'Start timer' }));
    expect(within(timer).getByText('Running')).toBeInTheDocument();
    first.unmount();

    runningFor(3725);
    const { user } = renderTicketing('/ticketing/ticket/40');
    const again = await screen.findByRole('region', { name: 'Timer' });
    expect(within(again).getByRole('timer')).toHaveTextContent(/^1:02:0[5-9]$/);
    await user.click(within(again).getByRole('button', { name: 'Stop and log time' }));
    await waitFor(() => expect(timeEntries(api)).toHaveLength(1));
    expect(timeEntries(api)[0]?.body).toMatchObject({ seconds: expect.any(Number), remote: false });
    expect((timeEntries(api)[0]?.body as { seconds: number }).seconds).toBeGreaterThanOrEqual(3725);
    await waitFor(() => expect(within(again).getByRole('timer')).toHaveTextContent('0:00:00'));
    expect(localStorage.getItem(timerKey)).toBeNull();
  });

  it('starts by itself in AUTOMATIC mode', async () => {
    serve({ timerSettings: { enabled: true, mode: 'AUTOMATIC' } });
    renderTicketing('/ticketing/ticket/40');
    const timer = await screen.findByRole('region', { name: 'Timer' });
    expect(await within(timer).findByText('Running')).toBeInTheDocument();
    expect(within(timer).getByRole('button', { name: 'Pause timer' })).toBeInTheDocument();
  });

  it(
    'logs the running time when a comment is added, then resets',
    { timeout: EDITOR_TEST_TIMEOUT },
    async () => {
      const api = serve({ timerSettings: { enabled: true, mode: 'MANUAL' } });
      runningFor(120);
      const { user } = renderTicketing('/ticketing/ticket/40');
      const timer = await screen.findByRole('region', { name: 'Timer' });
      typeInEditor(await commentEditor(), 'Rebooted the router');
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      await waitFor(() => expect(timeEntries(api)).toHaveLength(1));
      expect((timeEntries(api)[0]?.body as { seconds: number }).seconds).toBeGreaterThanOrEqual(120);
      await waitFor(() => expect(within(timer).getByRole('timer')).toHaveTextContent('0:00:00'));
    },
  );

  it(
    'adds a comment without logging time while the timer is paused or never started',
    { timeout: EDITOR_TEST_TIMEOUT },
    async () => {
      const api = serve({ timerSettings: { enabled: true, mode: 'MANUAL' } });
      const { user } = renderTicketing('/ticketing/ticket/40');
      await screen.findByRole('region', { name: 'Timer' });
      typeInEditor(await commentEditor(), 'Noted');
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/ticketing/tickets/40/comments')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/ticketing/tickets/40/comments')[0]?.body).toMatchObject({
        body: 'Noted',
        htmlBody: expect.stringMatching(/^<p>.*Noted.*<\/p>$/),
      });
      expect(timeEntries(api)).toHaveLength(0);
    },
  );
});

describe('the comment box under the attachment settings', () => {
  it(
    'offers the attachment button while attaching is allowed, and hides it while it is off',
    { timeout: EDITOR_TEST_TIMEOUT },
    async () => {
      serve();
      const allowed = renderTicketing('/ticketing/ticket/40');
      await commentEditor();
      expect(await screen.findByRole('button', { name: 'Attach file' })).toBeInTheDocument();
      allowed.unmount();

      serve({ attachmentSettings: { canAttachFiles: false, requireAuthToView: true } });
      renderTicketing('/ticketing/ticket/40');
      await commentEditor();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Attach file' })).toBeNull());
    },
  );
});
