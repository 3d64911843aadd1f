// The one-time guide tooltip beside the help button: shown until dismissed, dismissed for good
// through PATCH /appuser/hide-help-tooltip, with a toast when that fails.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Session, sessionSchema } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { sessionQueryKey } from '../../auth/hooks/use-session.ts';
import { settingsFixture } from '../testing/fixtures.ts';
import { renderHelp } from '../testing/render-help.tsx';

const guide = () => screen.queryByRole('dialog', { name: 'A smarter way to get help' });

afterEach(() => vi.unstubAllGlobals());

describe('HelpButton guide tooltip', () => {
  it('shows the guide until it is dismissed, then records that in the session', async () => {
    const api = mockApi({
      'GET /api/division/branding/help': { body: settingsFixture() },
      'PATCH /api/appuser/hide-help-tooltip': { body: { ok: true } },
    });
    const user = userEvent.setup();
    const { client } = renderHelp({ session: sessionFixture({ hideHelpTooltip: false }) });

    expect(await screen.findByRole('dialog', { name: 'A smarter way to get help' })).toBeInTheDocument();
    // The guide does not take focus from the page when it appears.
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(guide()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await vi.waitFor(() => expect(guide()).not.toBeInTheDocument());
    const patch = api.callsTo('PATCH', '/api/appuser/hide-help-tooltip');
    expect(patch).toHaveLength(1);
    expect(patch[0]?.headers['x-csrf-token']).toBe('csrf-token-1');
    const session = sessionSchema.parse(client.getQueryData<Session>(sessionQueryKey));
    expect(session.user.hideHelpTooltip).toBe(true);
  });

  it('keeps the guide and says so when the status cannot be saved', async () => {
    mockApi({
      'GET /api/division/branding/help': { body: settingsFixture() },
      'PATCH /api/appuser/hide-help-tooltip': errorAnswer(500, 'INTERNAL', 'Database down'),
    });
    const user = userEvent.setup();
    const { client } = renderHelp({ session: sessionFixture({ hideHelpTooltip: false }) });

    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('Unable to save help tooltip status')).toBeInTheDocument();
    expect(guide()).toBeInTheDocument();
    expect(client.getQueryData<Session>(sessionQueryKey)?.user.hideHelpTooltip).toBe(false);
  });

  it('shows no guide once it has been hidden', async () => {
    mockApi({ 'GET /api/division/branding/help': { body: settingsFixture() } });
    renderHelp({ session: sessionFixture({ hideHelpTooltip: true }) });

    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(guide()).not.toBeInTheDocument();
  });
});
