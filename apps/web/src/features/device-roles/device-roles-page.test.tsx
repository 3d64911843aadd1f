// Device roles: the built-in and added roles are listed; "add role" posts a name and a device class.
import { screen, waitFor, within } from '@testing-library/react';
import type { NodeRole } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roles } from '../policies/testing/policy-server.ts';
import { mockApi, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { DeviceRolesPage } from './device-roles-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DeviceRolesPage', () => {
  it('lists the roles and adds one for a device class', async () => {
    const added: NodeRole = { id: 'r-1', name: 'Kiosk', nodeClass: 'LINUX_WORKSTATION', builtIn: false };
    let list = roles;
    const api = mockApi({
      'GET /device-roles': () => list,
      'POST /device-roles': () => {
        list = [...roles, added];
        return reply(201, added);
      },
    });
    const { user } = renderPage(<DeviceRolesPage />);
    const table = await screen.findByRole('table', { name: 'Device roles' });
    expect(
      within(table).getAllByRole('cell', { name: 'Windows server' })[0]?.closest('tr'),
    ).toHaveTextContent('Windows serverWindows serverBuilt-in');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Kiosk');
    await user.selectOptions(within(dialog).getByLabelText('Device class'), 'Linux workstation');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() =>
      expect(api.sent('POST /device-roles')[0]?.body).toEqual({
        name: 'Kiosk',
        nodeClass: 'LINUX_WORKSTATION',
      }),
    );
    expect(await within(table).findByRole('cell', { name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kiosk' }).closest('tr')).toHaveTextContent('Added');
  });
});
