// Ticketing settings page: the tabs, the General, Notifications and Business hours forms saving the
// whole record with the change, the server's field errors, and the mail health.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type { TicketingSettings } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { fill } from './testing/fill.ts';
import { mailHealth, settings } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';
import { TicketingSettingsPage } from './ticketing-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/ticketing/settings': { body: settings },
    'PUT /api/ticketing/settings': (call) => ({ body: call.body }),
    'GET /api/ticketing/settings/mail-health': { body: mailHealth },
    ...routes,
  });
}

const saved = (api: ReturnType<typeof serve>) =>
  api.callsTo('PUT', '/api/ticketing/settings').at(-1)?.body as TicketingSettings | undefined;

describe('TicketingSettingsPage', () => {
  it('opens on General and offers every tab', async () => {
    serve();
    renderPage(<TicketingSettingsPage />);
    const tabs = screen.getByRole('navigation', { name: 'Ticketing settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'General',
      'Notifications',
      'Business hours',
      'Statuses',
      'Forms',
      'Attributes',
      'Mail health',
    ]);
    expect(within(tabs).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('checkbox', { name: 'Enable ticketing' })).toBeChecked();
  });

  it('saves the General tab with the rest of the settings unchanged', async () => {
    const api = serve();
    const { user } = renderPage(<TicketingSettingsPage />);
    await fill(user, await screen.findByLabelText('From e-mail domain'), 'help.example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Send ticket e-mails from this domain' }));
    await user.selectOptions(screen.getByLabelText('Timer mode'), 'Start automatically');
    await user.click(screen.getByRole('checkbox', { name: 'Require sign-in to view attachments' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(api)).toBeDefined());
    expect(saved(api)).toEqual({
      ...settings,
      fromEmailDomain: 'help.example.com',
      useFromEmailDomain: true,
      timerSettings: { enabled: true, mode: 'AUTOMATIC' },
      attachmentSettings: { canAttachFiles: true, requireAuthToView: false },
    });
    expect(await screen.findByText('The ticketing settings were saved')).toBeInTheDocument();
  });

  it('saves who is e-mailed for each event', async () => {
    const api = serve();
    const { user } = renderPage(<TicketingSettingsPage />, { path: '/?tab=notifications' });
    const flag = await screen.findByRole('checkbox', { name: 'Ticket updated: e-mail the Technician' });
    expect(flag).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Public comment added: e-mail the End user or contact' }),
    ).toBeChecked();
    await user.click(flag);
    await user.click(
      screen.getByRole('checkbox', { name: 'Ticket created: e-mail the End user or contact' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(api)).toBeDefined());
    expect(saved(api)?.emailNotificationSettings).toEqual({
      ...settings.emailNotificationSettings,
      onTicketUpdated: { technician: true, endUserOrContact: false },
      onTicketCreated: { technician: false, endUserOrContact: false },
    });
  });

  it('saves business hours by day and time zone', async () => {
    const api = serve();
    const { user } = renderPage(<TicketingSettingsPage />, { path: '/?tab=hours' });
    await user.click(await screen.findByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    const end = screen.getByLabelText('Monday end');
    await user.clear(end);
    await user.type(end, '18:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(api)).toBeDefined());
    expect(saved(api)?.businessHours).toEqual({
      twentyFourSeven: false,
      timeZone: 'Europe/London',
      days: [
        { day: 'MONDAY', start: '09:00', end: '18:30' },
        { day: 'TUESDAY', start: '09:00', end: '17:00' },
        { day: 'WEDNESDAY', start: '09:00', end: '17:00' },
        { day: 'THURSDAY', start: '09:00', end: '17:00' },
        { day: 'SATURDAY', start: '09:00', end: '17:00' },
      ],
    });
  });

  it("shows the server's 400 beside the day it names", async () => {
    serve({
      'PUT /api/ticketing/settings': errorAnswer(
        400,
        'VALIDATION_FAILED',
        'The business hours are not valid',
        {
          'businessHours.days.1.end': 'The end must be after the start',
        },
      ),
    });
    const { user } = renderPage(<TicketingSettingsPage />, { path: '/?tab=hours' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tuesday end')).toHaveAccessibleDescription(
        'The end must be after the start',
      ),
    );
    expect(screen.getByText('The ticketing settings could not be saved')).toBeInTheDocument();
  });

  it('hides the days when open around the clock', async () => {
    const api = serve();
    const { user } = renderPage(<TicketingSettingsPage />, { path: '/?tab=hours' });
    await user.click(await screen.findByRole('checkbox', { name: 'Open 24/7' }));
    expect(screen.queryByLabelText('Monday start')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(api)?.businessHours.twentyFourSeven).toBe(true));
  });

  it('shows inbound and outbound mail health with links to the mail settings and outbox', async () => {
    serve();
    renderPage(<TicketingSettingsPage />, { path: '/?tab=mailHealth' });
    const outbound = await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' });
    expect(within(outbound).getByText('Configured')).toBeInTheDocument();
    expect(within(outbound).getByText('smtp.example.com')).toBeInTheDocument();
    expect(within(outbound).getByText('Connection refused')).toBeInTheDocument();
    expect(within(outbound).getByText(/^Failed at /)).toBeInTheDocument();
    expect(within(outbound).getByRole('link', { name: 'Mail settings' })).toHaveAttribute(
      'href',
      '/administration/general/outbox',
    );
    expect(within(outbound).getByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/administration/general/outbox#outbox-messages',
    );
    const inbound = screen.getByRole('region', { name: 'Incoming mail (SMTP)' });
    expect(within(inbound).getByText('Listening')).toBeInTheDocument();
    expect(within(inbound).getByText('0.0.0.0:2525')).toBeInTheDocument();
    expect(within(inbound).getByText('Never')).toBeInTheDocument();
  });

  it('says when outbound mail is not configured and the listener is down', async () => {
    serve({
      'GET /api/ticketing/settings/mail-health': {
        body: {
          outbound: { configured: false, host: null, lastStatus: null, lastError: null, lastAt: null },
          inbound: { ...mailHealth.inbound, listening: false, lastError: 'EADDRINUSE' },
        },
      },
    });
    renderPage(<TicketingSettingsPage />, { path: '/?tab=mailHealth' });
    const outbound = await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' });
    expect(within(outbound).getByText('Not configured')).toBeInTheDocument();
    const inbound = screen.getByRole('region', { name: 'Incoming mail (SMTP)' });
    expect(within(inbound).getByText('Not listening')).toBeInTheDocument();
    expect(within(inbound).getByText('EADDRINUSE')).toBeInTheDocument();
  });

  it('shows nothing to manage without the permission and calls no API', async () => {
    const api = serve();
    renderPage(<TicketingSettingsPage />, { without: ['canManageTicketing'] });
    expect(screen.getByText('Your role does not allow managing ticketing.')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
