// The branding help settings page: loads the settings, edits flags and topics, saves with PUT.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { BrandingPage } from './branding-page.tsx';
import { settingsFixture } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

const pattern = '/administration/general/branding/:page';

afterEach(() => vi.unstubAllGlobals());

describe('BrandingPage', () => {
  it('edits the help settings and saves them', async () => {
    const api = mockApi({
      'GET /api/division/branding/help': { body: settingsFixture({ academyLinkEnabled: false }) },
      'PUT /api/division/branding/help': (call) => ({ body: call.body }),
    });
    const user = userEvent.setup();
    renderPage(pattern, '/administration/general/branding/help', <BrandingPage />);

    const allowRequests = await screen.findByRole('checkbox', { name: 'Allow support tickets' });
    expect(allowRequests).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show the academy link' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Topic 1' })).toHaveValue('Backups');

    await user.click(allowRequests);
    await user.click(screen.getByRole('checkbox', { name: 'Show the academy link' }));
    await user.click(screen.getByRole('button', { name: 'Remove Backups' }));
    await user.type(screen.getByRole('textbox', { name: 'New topic' }), 'Scripting{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Help settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/branding/help')[0]?.body).toEqual({
      enabled: true,
      articlesEnabled: true,
      submitTicketEnabled: false,
      academyLinkEnabled: true,
      topics: ['Patching', 'Scripting'],
    });
  });

  it('keeps a blank topic from being saved', async () => {
    const api = mockApi({
      'GET /api/division/branding/help': { body: settingsFixture({ topics: ['Backups'] }) },
    });
    const user = userEvent.setup();
    renderPage(pattern, '/administration/general/branding/help', <BrandingPage />);
    await user.clear(await screen.findByRole('textbox', { name: 'Topic 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const topics = screen.getByRole('group', { name: 'Topics' });
    expect(await within(topics).findByText('Required')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/division/branding/help')).toHaveLength(0);
  });

  it('says when saving fails', async () => {
    mockApi({
      'GET /api/division/branding/help': { body: settingsFixture() },
      'PUT /api/division/branding/help': errorAnswer(
        403,
        'FORBIDDEN',
        'You do not have permission to do this',
      ),
    });
    const user = userEvent.setup();
    renderPage(pattern, '/administration/general/branding/help', <BrandingPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save help settings')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('shows the not-yet page for other branding sections', async () => {
    mockApi({ 'GET /api/division/branding/help': { body: settingsFixture() } });
    renderPage(pattern, '/administration/general/branding/website', <BrandingPage />);
    expect(await screen.findByTestId('page-not-yet')).toBeInTheDocument();
  });
});
