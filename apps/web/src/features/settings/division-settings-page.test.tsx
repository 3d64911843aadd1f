// Division settings page: the name and every feature flag are shown, saved together, and the
// session is refreshed so the console follows the new flags.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { type DivisionConfig, featureFlagDefaults, featureFlags } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { DivisionSettingsPage } from './division-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const config: DivisionConfig = {
  name: 'Northwind IT',
  features: { ...featureFlagDefaults },
  branding: { branded: false, productName: 'Warden' },
};

describe('DivisionSettingsPage', () => {
  it('shows the division name and a described switch per feature flag, by label only', async () => {
    mockApi({ 'GET /division/settings': config });
    renderPage(<DivisionSettingsPage />);
    expect(await screen.findByLabelText('Division name')).toHaveValue('Northwind IT');
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(featureFlags.length);
    const ntfs = screen.getByRole('switch', { name: 'Restore NTFS Permissions' });
    expect(ntfs).toHaveAttribute('aria-checked', String(featureFlagDefaults.backup_ntfs_permissions));
    expect(ntfs).toHaveAccessibleDescription(
      'Offers restoring Windows NTFS permissions along with the files.',
    );
    // Flag keys such as restore_original_location are for the code, not for technicians.
    for (const flag of featureFlags) expect(screen.queryByText(flag)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Restore to original location' })).toBeInTheDocument();
  });

  it("offers 'File/folder backup allowed', off by default", async () => {
    mockApi({ 'GET /division/settings': config });
    renderPage(<DivisionSettingsPage />);
    const allowed = await screen.findByRole('switch', { name: 'File/folder backup allowed' });
    expect(allowed).toHaveAttribute('aria-checked', 'false');
  });

  it('saves the name and every flag, then refreshes the session', async () => {
    const api = mockApi({
      'GET /division/settings': config,
      'PUT /division/settings': (request: { body: Pick<DivisionConfig, 'name' | 'features'> }) => ({
        ...config,
        ...request.body,
      }),
    });
    const { user, client } = renderPage(<DivisionSettingsPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const name = await screen.findByLabelText('Division name');
    await user.clear(name);
    await user.type(name, 'Northwind Services');
    await user.click(screen.getByRole('switch', { name: 'Restore NTFS Permissions' }));
    await user.click(screen.getByRole('switch', { name: 'Academy' }));
    await user.type(screen.getByLabelText('Backup get-started video'), 'https://video.example/embed/1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent('PUT /division/settings')).toHaveLength(1));
    expect(api.sent('PUT /division/settings')[0]?.body).toEqual({
      name: 'Northwind Services',
      features: { ...featureFlagDefaults, backup_ntfs_permissions: true, academy: false },
      backupVideoUrl: 'https://video.example/embed/1',
    });
    expect(
      Object.keys((api.sent('PUT /division/settings')[0]?.body as DivisionConfig).features).sort(),
    ).toEqual([...featureFlags].sort());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['session'] });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('requires a name and shows the server field errors', async () => {
    const api = mockApi({
      'GET /division/settings': config,
      'PUT /division/settings': fieldErrors(400, 'Invalid request: name', { name: 'Too long' }),
    });
    const { user } = renderPage(<DivisionSettingsPage />);
    const name = await screen.findByLabelText('Division name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(api.sent('PUT /division/settings')).toHaveLength(0);

    await user.type(name, 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Too long'));
    expect(within(document.body).getByText('The settings could not be saved')).toBeInTheDocument();
  });

  it('does not load the settings without the permission', () => {
    const api = mockApi({ 'GET /division/settings': config });
    renderPage(<DivisionSettingsPage />, { permissions: ['canManageTechnicians'] });
    expect(screen.getByText('Your role does not allow managing the division settings.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
