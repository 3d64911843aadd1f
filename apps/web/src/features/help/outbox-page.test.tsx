// The outbox page: the mail settings form and the paged list of sent, failed and recorded messages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailSettings } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { OutboxPage } from './outbox-page.tsx';
import { outboxMessageFixture } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

const pattern = '/administration/general/outbox';

const mailSettings: MailSettings = {
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: 'mailer',
  smtpPasswordSet: true,
  fromAddress: 'warden@example.com',
  supportAddress: 'support@example.com',
  salesAddress: 'sales@example.com',
};

const supportRequestMail = outboxMessageFixture({
  cc: ['tess@example.com'],
  attachments: [{ name: 'log.txt', size: 2048, contentType: 'text/plain' }],
});

afterEach(() => vi.unstubAllGlobals());

describe('OutboxPage', () => {
  it('lists sent messages with recipients, status, attachments and their text', async () => {
    const api = mockApi({
      'GET /api/division/mail-settings': { body: mailSettings },
      'GET /api/outbox': (call) => ({
        body:
          call.query.get('page') === '1'
            ? {
                results: [
                  outboxMessageFixture({ id: 2, subject: 'Older', status: 'FAILED', error: 'Refused' }),
                ],
                totalElements: 21,
                totalPages: 2,
              }
            : { results: [supportRequestMail], totalElements: 21, totalPages: 2 },
      }),
    });
    const user = userEvent.setup();
    renderPage(pattern, pattern, <OutboxPage />);

    const row = (await screen.findAllByTestId('outbox-message'))[0]!;
    expect(row).toHaveTextContent('support@example.com');
    expect(row).toHaveTextContent('CC: tess@example.com');
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent('log.txt (2 KB)');
    const text = within(row).getByText('Backups fail since Monday.');
    expect(text).not.toBeVisible();
    await user.click(within(row).getByText('[HIGH] Backups fail'));
    expect(text).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/outbox').map((c) => c.query.get('page'))).toEqual(['0', '1']);
  });

  it('says why a message was only recorded: no SMTP host is configured', async () => {
    mockApi({
      'GET /api/division/mail-settings': { body: { ...mailSettings, smtpHost: '' } },
      'GET /api/outbox': {
        body: {
          results: [
            outboxMessageFixture({ status: 'NOT_CONFIGURED', attachments: supportRequestMail.attachments }),
          ],
          totalElements: 1,
          totalPages: 1,
        },
      },
    });
    renderPage(pattern, pattern, <OutboxPage />);

    const row = await screen.findByTestId('outbox-message');
    expect(row).toHaveTextContent('Recorded only');
    expect(row).toHaveTextContent(
      'No SMTP host is configured, so this message was recorded here and not e-mailed.',
    );
    expect(row).toHaveTextContent('log.txt (2 KB)');
    expect(screen.getByRole('heading', { name: 'Outgoing messages' })).toBeInTheDocument();
    expect(screen.getByText('Leave empty to only record messages in the outbox below.')).toBeInTheDocument();
  });

  it('saves the mail settings, keeping the stored password when the box is blank', async () => {
    const api = mockApi({
      'GET /api/division/mail-settings': { body: mailSettings },
      'PUT /api/division/mail-settings': (call) => ({ body: { ...mailSettings, ...(call.body as object) } }),
      'GET /api/outbox': { body: { results: [], totalElements: 0, totalPages: 0 } },
    });
    const user = userEvent.setup();
    renderPage(pattern, pattern, <OutboxPage />);

    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    const from = await screen.findByLabelText('From address');
    await user.clear(from);
    await user.type(from, 'noreply@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Use TLS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/mail-settings')[0]?.body).toEqual({
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpSecure: true,
      smtpUser: 'mailer',
      fromAddress: 'noreply@example.com',
      supportAddress: 'support@example.com',
      salesAddress: 'sales@example.com',
    });
  });

  it('asks for the password again when the SMTP host changes', async () => {
    const api = mockApi({
      'GET /api/division/mail-settings': { body: mailSettings },
      'PUT /api/division/mail-settings': (call) => ({ body: { ...mailSettings, ...(call.body as object) } }),
      'GET /api/outbox': { body: { results: [], totalElements: 0, totalPages: 0 } },
    });
    const user = userEvent.setup();
    renderPage(pattern, pattern, <OutboxPage />);
    const host = await screen.findByLabelText('SMTP host');
    await user.clear(host);
    await user.type(host, 'mail.elsewhere.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Enter the password again: the SMTP host, port or user changed.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/mail-settings')).toHaveLength(0);
    await user.type(screen.getByLabelText('SMTP password'), 'the-new-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/mail-settings')[0]?.body).toMatchObject({
      smtpHost: 'mail.elsewhere.org',
      smtpPassword: 'the-new-password',
    });
  });

  it('refuses an invalid address without calling the server', async () => {
    const api = mockApi({
      'GET /api/division/mail-settings': { body: mailSettings },
      'GET /api/outbox': { body: { results: [], totalElements: 0, totalPages: 0 } },
    });
    const user = userEvent.setup();
    renderPage(pattern, pattern, <OutboxPage />);
    const support = await screen.findByLabelText('Support address');
    await user.clear(support);
    await user.type(support, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/mail-settings')).toHaveLength(0);
  });
});
