// Notification channels page: the list, the load failure in the spec's words, adding each type with
// client and server validation, editing without re-entering a secret, the test message's result,
// deletion after confirmation, and the deliveries with their status and error.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type { Delivery, NotificationChannel } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, mockApi, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { NotificationChannelsPage } from './notification-channels-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const stamps = { createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z' };
const desk: NotificationChannel = {
  id: 1,
  name: 'Service desk',
  type: 'EMAIL',
  enabled: true,
  config: { emails: ['desk@example.test', 'boss@example.test'] },
  ...stamps,
};
const ops: NotificationChannel = {
  id: 2,
  name: 'Ops room',
  type: 'SLACK',
  enabled: false,
  config: { webhookHost: 'hooks.slack.com', webhookUrlSet: true },
  ...stamps,
};
const phones: NotificationChannel = {
  id: 3,
  name: 'On-call phones',
  type: 'SMS',
  enabled: true,
  config: {
    endpointUrl: 'https://api.twilio.com',
    accountSid: 'AC42',
    from: '+14155550100',
    to: ['+14155550101'],
    authTokenSet: true,
  },
  ...stamps,
};

const delivery = (id: number, extra: Partial<Delivery> = {}): Delivery => ({
  id,
  kind: 'SLACK',
  channelId: 2,
  channelName: 'Ops room',
  firingId: null,
  ticketId: 42,
  recipient: 'hooks.slack.com',
  summary: 'Ticket #42 is urgent',
  status: 'SENT',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  sentAt: '2026-01-05T10:00:01.000Z',
  ...extra,
});

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /notification-channels': [desk, ops, phones],
    'GET /notification-channels/deliveries': {
      results: [
        delivery(11, {
          status: 'PENDING',
          attempts: 2,
          lastError: 'Slack at hooks.slack.com answered 500: internal trouble',
          nextAttemptAt: '2026-01-05T10:06:00.000Z',
        }),
        delivery(10, {
          status: 'RATE_LIMITED',
          recipient: 'looper@example.test',
          channelId: null,
          channelName: null,
        }),
      ],
      totalElements: 2,
      totalPages: 1,
    },
    ...overrides,
  });
}

describe('NotificationChannelsPage', () => {
  it('lists channels with their type, destination and whether they are enabled', async () => {
    serve();
    renderPage(<NotificationChannelsPage />);
    const deskRow = (await screen.findByText('Service desk')).closest('tr')!;
    expect(within(deskRow).getByText('E-mail')).toBeInTheDocument();
    expect(within(deskRow).getByText('2 recipients')).toBeInTheDocument();
    expect(within(deskRow).getByText('Enabled')).toBeInTheDocument();
    const channels = deskRow.closest('table')!;
    const opsRow = within(channels).getByText('Ops room').closest('tr')!;
    expect(within(opsRow).getByText('Slack')).toBeInTheDocument();
    expect(within(opsRow).getByText('hooks.slack.com')).toBeInTheDocument();
    expect(within(opsRow).getByText('Disabled')).toBeInTheDocument();
  });

  it("shows 'Error fetching notification channels' when the list fails", async () => {
    serve({ 'GET /notification-channels': reply(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    renderPage(<NotificationChannelsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching notification channels');
  });

  it('shows the recent deliveries with status, error and next attempt, and filters by status', async () => {
    const api = serve();
    const { user } = renderPage(<NotificationChannelsPage />);
    const failing = (await screen.findByText(/answered 500: internal trouble/)).closest('tr')!;
    expect(within(failing).getByText('Pending')).toBeInTheDocument();
    expect(within(failing).getByText(/Next attempt/)).toBeInTheDocument();
    const held = screen.getByText('looper@example.test').closest('tr')!;
    expect(within(held).getByText('Rate limited')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(api.sent('GET /notification-channels/deliveries').at(-1)?.query.get('status')).toBe('FAILED'),
    );
  });

  it('checks a Slack channel before sending and shows the server’s field errors', async () => {
    const api = serve({
      'POST /notification-channels': fieldErrors(400, 'Invalid request: name', { name: 'Already taken' }),
    });
    const { user } = renderPage(<NotificationChannelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add notification channel' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Slack');
    await user.type(within(dialog).getByLabelText('Webhook URL'), 'http://hooks.slack.com/services/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByLabelText('Webhook URL')).toHaveAccessibleDescription(
      /Must be an https:\/\/ URL/,
    );
    expect(api.sent('POST /notification-channels')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Ops room');
    await user.clear(within(dialog).getByLabelText('Webhook URL'));
    await user.type(within(dialog).getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T1/B1/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Already taken'),
    );
    expect(api.sent('POST /notification-channels')[0]?.body).toEqual({
      type: 'SLACK',
      name: 'Ops room',
      enabled: true,
      config: { webhookUrl: 'https://hooks.slack.com/services/T1/B1/x' },
    });
  });

  it('adds an SMS channel with its numbers one per line', async () => {
    const api = serve({
      'POST /notification-channels': (r: { body: object }) => ({ ...phones, ...r.body, id: 9 }),
    });
    const { user } = renderPage(<NotificationChannelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add notification channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'Night phones');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'SMS');
    await user.type(within(dialog).getByLabelText('Account SID'), 'AC42');
    await user.type(within(dialog).getByLabelText('Auth token'), 'secret-token');
    await user.type(within(dialog).getByLabelText('From number'), '+14155550100');
    await user.type(within(dialog).getByLabelText('Phone numbers'), '555-0101');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByLabelText('Phone numbers')).toHaveAccessibleDescription(
      /international format/,
    );
    await user.clear(within(dialog).getByLabelText('Phone numbers'));
    await user.type(within(dialog).getByLabelText('Phone numbers'), '+14155550101{enter}{enter}+14155550102');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /notification-channels')[0]?.body).toEqual({
      type: 'SMS',
      name: 'Night phones',
      enabled: true,
      config: {
        endpointUrl: 'https://api.twilio.com',
        accountSid: 'AC42',
        authToken: 'secret-token',
        from: '+14155550100',
        to: ['+14155550101', '+14155550102'],
      },
    });
    expect(screen.getByText('Night phones was added')).toBeInTheDocument();
  });

  it('edits a channel without sending the stored secret back', async () => {
    const api = serve({
      'PUT /notification-channels/:id': (r: { body: object }) => ({ ...phones, ...r.body }),
    });
    const { user } = renderPage(<NotificationChannelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit On-call phones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit On-call phones' });
    expect(within(dialog).getByLabelText('Auth token')).toHaveValue('');
    expect(within(dialog).getByText('An auth token is stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone numbers')).toHaveValue('+14155550101');
    await user.click(within(dialog).getByLabelText('Enabled'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /notification-channels/:id')).toHaveLength(1));
    const sent = api.sent('PUT /notification-channels/:id')[0];
    expect(sent?.params).toEqual({ id: '3' });
    expect(sent?.body).toEqual({
      type: 'SMS',
      name: 'On-call phones',
      enabled: false,
      config: {
        endpointUrl: 'https://api.twilio.com',
        accountSid: 'AC42',
        from: '+14155550100',
        to: ['+14155550101'],
      },
    });
  });

  it('sends a test message and shows each recipient’s result', async () => {
    const api = serve({
      'POST /notification-channels/:id/test': {
        deliveries: [
          delivery(20, {
            kind: 'EMAIL',
            channelId: 1,
            channelName: 'Service desk',
            recipient: 'desk@example.test',
            status: 'SENT',
          }),
          delivery(21, {
            kind: 'EMAIL',
            channelId: 1,
            channelName: 'Service desk',
            recipient: 'boss@example.test',
            status: 'FAILED',
            lastError: '550 mailbox unavailable',
          }),
        ],
      },
    });
    const { user } = renderPage(<NotificationChannelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send test through Service desk' }));
    const result = await screen.findByRole('region', { name: 'Test message through Service desk' });
    expect(within(result).getByText('desk@example.test').closest('li')).toHaveTextContent('Sent');
    expect(within(result).getByText('boss@example.test').closest('li')).toHaveTextContent(
      'Failed 550 mailbox unavailable',
    );
    expect(api.sent('POST /notification-channels/:id/test')[0]?.params).toEqual({ id: '1' });
  });

  it('deletes a channel only after confirmation', async () => {
    const api = serve({ 'DELETE /notification-channels/:id': { ok: true } });
    const { user } = renderPage(<NotificationChannelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Ops room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ops room?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE /notification-channels/:id')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Ops room' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Ops room?' })).getByRole('button', {
        name: 'Delete channel',
      }),
    );
    await waitFor(() => expect(api.sent('DELETE /notification-channels/:id')).toHaveLength(1));
    expect(await screen.findByText('Ops room was deleted')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /notification-channels').length).toBeGreaterThan(1));
  });

  it('shows nothing to manage without the ticketing permission and calls no API', async () => {
    const api = serve();
    renderPage(<NotificationChannelsPage />, { permissions: ['canManageDevices'] });
    expect(screen.getByText('Your role does not allow managing notification channels.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
