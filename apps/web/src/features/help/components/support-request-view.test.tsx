// The Submit Help ticket view: field rules, attachment checks and uploads, and every outcome of
// sending (sent, not registered, failed with the uploads removed).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportRequestAttachmentRules, supportRequestCategories } from '@warden/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { articleFixture, settingsFixture, technicianFixture } from '../testing/fixtures.ts';
import { mockUploads, tokenFor } from '../testing/mock-upload.ts';
import { renderHelp } from '../testing/render-help.tsx';

type User = ReturnType<typeof userEvent.setup>;

function api(overrides: Record<string, Answer> = {}) {
  return mockApi({
    'GET /api/division/branding/help': { body: settingsFixture() },
    'GET /api/help/suggested-articles': { body: { results: [] } },
    'GET /api/help/articles/': {
      body: { results: [articleFixture(21, 'Restore a file'), articleFixture(22, 'Restore a folder')] },
    },
    'GET /api/query/users': {
      body: {
        results: [
          technicianFixture(2, 'Tom Tech', 'tom@example.com'),
          technicianFixture(3, 'Tess Tech', 'tess@example.com'),
        ],
        totalElements: 2,
        totalPages: 1,
      },
    },
    'POST /api/help/tickets': { body: { resultCode: 'SUCCESS', id: 40 } },
    'DELETE /api/attachments/:token': { body: { ok: true } },
    ...overrides,
  });
}

const file = (name: string, size = 1024) => {
  const f = new File(['content'], name, { type: name.endsWith('.txt') ? 'text/plain' : 'image/png' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const form = () => screen.getByRole('dialog', { name: 'Submit Help ticket' });
const field = (name: string) => within(form()).getByLabelText(name, { selector: 'input, select, textarea' });
const attachmentInput = () =>
  within(form()).getByLabelText('Attachments', { selector: 'input' }) as HTMLInputElement;
const attachmentList = () => within(form()).queryByRole('list', { name: 'Attachments' });
const attachmentError = () => within(form()).getByRole('alert');

async function openSupportRequest(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  renderHelp();
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  await user.click(await screen.findByRole('button', { name: 'Submit a ticket' }));
  await within(form()).findByLabelText('Priority', { selector: 'select' });
  return user;
}

async function fillRequired(user: User) {
  await user.selectOptions(field('Priority'), 'HIGH');
  await user.type(field('Subject'), 'Backups fail');
  await user.type(field('Description'), 'Since Monday');
  await user.selectOptions(field('Category'), 'category_backup');
}

const deletedTokens = (mock: ReturnType<typeof api>) =>
  mock.calls.filter((c) => c.method === 'DELETE').map((c) => c.path.replace('/api/attachments/', ''));

// The panel loads the support request form on demand; loading it once here keeps that out of each test's time.
beforeAll(async () => {
  await import('./support-request-view.tsx');
});

afterEach(() => vi.unstubAllGlobals());

describe('SupportRequestView', { timeout: 30_000 }, () => {
  it('requires priority, subject, description and category', async () => {
    const calls = api();
    const user = await openSupportRequest();
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    for (const name of ['Priority', 'Subject', 'Description', 'Category']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(form()).getAllByText('Required')).toHaveLength(4);
    expect(calls.callsTo('POST', '/api/help/tickets')).toHaveLength(0);
  });

  it('keeps the description to 500 characters and counts them', async () => {
    api();
    const user = await openSupportRequest();
    await user.click(field('Description'));
    await user.paste('x'.repeat(600));

    expect(field('Description')).toHaveValue('x'.repeat(500));
    expect(within(form()).getByText('500/500')).toBeInTheDocument();
  });

  it('refuses an invalid phone number', async () => {
    const calls = api();
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.type(field('Phone number'), '12345');
    await user.tab();
    expect(within(form()).getByText('Invalid phone number')).toBeInTheDocument();

    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(calls.callsTo('POST', '/api/help/tickets')).toHaveLength(0);
  });

  it('offers all 25 categories and hides "Request a call" for billing and API questions', async () => {
    api();
    const user = await openSupportRequest();
    const options = within(field('Category')).getAllByRole('option').slice(1);
    expect(options.map((o) => o.getAttribute('value'))).toEqual([...supportRequestCategories]);
    expect(options[0]).toHaveTextContent('Activities');

    await user.selectOptions(field('Category'), 'category_billing');
    expect(within(form()).queryByRole('checkbox', { name: 'Request a call' })).not.toBeInTheDocument();
    await user.selectOptions(field('Category'), 'category_api');
    expect(within(form()).queryByRole('checkbox', { name: 'Request a call' })).not.toBeInTheDocument();
    await user.selectOptions(field('Category'), 'category_backup');
    expect(within(form()).getByRole('checkbox', { name: 'Request a call' })).toBeInTheDocument();
  });

  it('uploads each chosen file with progress, and removes it on the server when taken off', async () => {
    const calls = api();
    const uploads = mockUploads(() => {});
    const user = await openSupportRequest();
    await user.upload(attachmentInput(), [file('screen.png', 2048)]);

    const request = uploads.requests[0]!;
    expect(request.url).toBe('/api/attachments');
    expect(request.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(request.form?.get('purpose')).toBe('SUPPORT_TICKET');
    expect(request.file.name).toBe('screen.png');
    request.progress(512, 2048);
    const progress = await within(form()).findByRole('progressbar', { name: 'Uploading screen.png' });
    expect(progress).toHaveAttribute('value', '25');
    expect(within(form()).getByRole('button', { name: 'Submit' })).toBeDisabled();

    request.succeed();
    expect(await within(form()).findByText('Uploaded')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Remove screen.png' }));
    expect(attachmentList()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(deletedTokens(calls)).toEqual([tokenFor('screen.png')]));
  });

  it('previews an uploaded attachment through its signed link, with a Download button', async () => {
    const signedUrl = '/api/attachments/download?token=signed-1';
    const calls = api({
      'GET /api/attachments/attachment/:id/signed-url': { body: { signedUrl } },
      'GET /api/attachments/download': { body: 'agent log line' },
    });
    mockUploads();
    const user = await openSupportRequest();
    await user.upload(attachmentInput(), [file('screen.png'), file('agent.txt')]);

    await user.click(await within(form()).findByRole('button', { name: 'Preview screen.png' }));
    const preview = await screen.findByRole('dialog', { name: 'screen.png' });
    expect(await within(preview).findByRole('img', { name: 'screen.png' })).toHaveAttribute('src', signedUrl);
    const download = within(preview).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', signedUrl);
    expect(download).toHaveAttribute('download', 'screen.png');
    expect(
      calls.callsTo('GET', `/api/attachments/attachment/${tokenFor('screen.png')}/signed-url`),
    ).toHaveLength(1);
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'screen.png' })).not.toBeInTheDocument();

    await user.click(within(form()).getByRole('button', { name: 'Preview agent.txt' }));
    const text = await screen.findByRole('dialog', { name: 'agent.txt' });
    expect(await within(text).findByText(/agent log line/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Escape closes the preview only; the form behind keeps its attachments.
    expect(
      within(await screen.findByRole('dialog', { name: 'Submit Help ticket' })).getAllByText('Uploaded'),
    ).toHaveLength(2);
  });

  it('says why a preview cannot open and offers no download', async () => {
    api({
      'GET /api/attachments/attachment/:id/signed-url': errorAnswer(404, 'NOT_FOUND', 'Attachment not found'),
    });
    mockUploads();
    const user = await openSupportRequest();
    await user.upload(attachmentInput(), [file('screen.png')]);
    await user.click(await within(form()).findByRole('button', { name: 'Preview screen.png' }));
    const preview = await screen.findByRole('dialog', { name: 'screen.png' });
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      'Could not open screen.png: Attachment not found',
    );
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('turns away a sixth attachment, an oversized file and a file chosen twice', async () => {
    api();
    const uploads = mockUploads();
    const user = await openSupportRequest();
    await user.upload(
      attachmentInput(),
      ['1.png', '2.png', '3.png', '4.png'].map((n) => file(n)),
    );
    await vi.waitFor(() => expect(within(form()).getAllByText('Uploaded')).toHaveLength(4));

    await user.upload(attachmentInput(), [file('3.png')]);
    expect(attachmentError()).toHaveTextContent('File 3.png has already been uploaded.');

    await user.upload(attachmentInput(), [file('huge.mov', supportRequestAttachmentRules.maxBytes + 1)]);
    expect(attachmentError()).toHaveTextContent(
      'Please select a different file. The following file(s) are too large: huge.mov',
    );

    await user.upload(attachmentInput(), [file('5.png')]);
    await vi.waitFor(() => expect(within(form()).getAllByText('Uploaded')).toHaveLength(5));
    await user.upload(attachmentInput(), [file('6.png')]);
    expect(attachmentError()).toHaveTextContent('Only 5 attachments are allowed.');
    expect(uploads.requests.map((r) => r.file.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
  });

  it('names the supported extensions when the server refuses a file', async () => {
    api();
    mockUploads((request) =>
      request.respond(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Only jpg, jpeg, png, mov, txt file extensions are supported.',
          fields: { file: 'fake.png' },
        },
      }),
    );
    const user = await openSupportRequest({ applyAccept: false });
    await user.upload(attachmentInput(), [file('fake.png')]);

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg, png, mov, txt file extensions are supported.',
    );
    expect(attachmentList()).not.toBeInTheDocument();

    await user.upload(attachmentInput(), [file('setup.exe')]);
    expect(attachmentError()).toHaveTextContent(
      'Only jpg, jpeg, png, mov, txt file extensions are supported.',
    );
  });

  it('sends the support request with its CC list, call request and attachment tokens, then says "Ticket sent"', async () => {
    const calls = api();
    mockUploads();
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.type(field('Phone number'), '(201) 555-0123');
    await user.click(within(form()).getByRole('checkbox', { name: 'Request a call' }));
    await user.selectOptions(await within(form()).findByLabelText('Add a technician'), 'tess@example.com');
    await user.upload(attachmentInput(), [file('log.txt')]);
    await within(form()).findByText('Uploaded');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Ticket sent')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/help/tickets')[0]?.body).toEqual({
      ticketPriority: 'HIGH',
      ticketSubject: 'Backups fail',
      ticketBody: 'Since Monday',
      ticketCategory: 'category_backup',
      ticketPhoneNumber: '+12015550123',
      ticketCallback: true,
      ticketCc: ['tess@example.com'],
      imageTokens: [tokenFor('log.txt')],
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('dialog', { name: 'Help resources' })).toBeInTheDocument();
  });

  it('warns that the user must register in the support community on a FAILURE result', async () => {
    const calls = api({ 'POST /api/help/tickets': { body: { resultCode: 'FAILURE' } } });
    mockUploads();
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.upload(attachmentInput(), [file('log.txt')]);
    await within(form()).findByText('Uploaded');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'You have not registered in the support community yet. Please register in the community first',
    );
    expect(deletedTokens(calls)).toEqual([]);
    expect(within(form()).getByText('log.txt')).toBeInTheDocument();
  });

  it('removes the uploaded files and shows an error when sending fails', async () => {
    const calls = api({
      'POST /api/help/tickets': errorAnswer(502, 'INTERNAL', 'Support mailbox unreachable'),
    });
    mockUploads();
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.upload(attachmentInput(), [file('a.png'), file('b.txt')]);
    await vi.waitFor(() => expect(within(form()).getAllByText('Uploaded')).toHaveLength(2));
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('The ticket could not be sent.');
    expect(alert).toHaveTextContent('Support mailbox unreachable');
    expect(alert).toHaveTextContent('The uploaded attachments were removed');
    expect(deletedTokens(calls).sort()).toEqual([tokenFor('a.png'), tokenFor('b.txt')]);
    expect(attachmentList()).not.toBeInTheDocument();
  });

  it('says the hour’s limit is reached and keeps the uploads when the server answers 429', async () => {
    const calls = api({
      'POST /api/help/tickets': errorAnswer(429, 'RATE_LIMITED', 'Too many support requests'),
    });
    mockUploads();
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.upload(attachmentInput(), [file('a.png')]);
    await vi.waitFor(() => expect(within(form()).getAllByText('Uploaded')).toHaveLength(1));
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'You can send at most 10 support requests an hour. Please wait a while and try again.',
    );
    expect(alert).not.toHaveTextContent('removed');
    expect(deletedTokens(calls)).toEqual([]);
    expect(within(form()).getAllByText('Uploaded')).toHaveLength(1);
  });

  it('says that an administrator must set up mail when no mail server is configured', async () => {
    api({ 'POST /api/help/tickets': errorAnswer(503, 'INTERNAL', 'The support ticket could not be sent') });
    const user = await openSupportRequest();
    await fillRequired(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'No mail server is set up to send support tickets. An administrator can set one up under ' +
        'Administration › Mail and outbox.',
    );
    expect(alert).not.toHaveTextContent('attachments were removed');
  });

  it('counts related articles for the subject after the pause and opens them', async () => {
    const calls = api();
    const user = await openSupportRequest();
    await user.type(field('Subject'), 'restore');

    const related = await within(form()).findByRole(
      'button',
      { name: '2 related articles' },
      { timeout: 4000 },
    );
    expect(calls.callsTo('GET', '/api/help/articles/')[0]?.query.get('query')).toBe('restore');
    await user.click(related);
    const list = screen.getByRole('dialog', { name: 'Articles' });
    expect(within(list).getByRole('button', { name: 'Restore a file' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Back' }));
    expect(field('Subject')).toHaveValue('restore');
  });
});
