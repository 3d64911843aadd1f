// The backup tabs: the device's manage page (browser, restore jobs, plan editor), other pages as
// not-yet, the get-started panel and the 'Backup' modal while backup is off, and the organisation and
// system device lists.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationFixture } from '../devices/testing/fixtures.ts';
import { deviceFixture, paged, planFixture, sessionFixture } from './browser/testing/fixtures.ts';
import { renderBackup } from './browser/testing/render-backup.tsx';
import { CustomerBackupPage } from './customer-backup-page.tsx';
import { DeviceBackupPage } from './device-backup-page.tsx';
import { planDefinition as savedPlan } from './plans/testing/plan-fixture.ts';
import { SystemBackupPage } from './system-backup-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const devicePattern = '/deviceDashboard/:id/backup/:page';
const deviceRoutes = {
  'GET /api/devices/7': { body: deviceFixture() },
  'GET /api/backup/lockhart/nodes/7/plans': { body: [planFixture()] },
  'GET /api/backup/restore-jobs': { body: paged([], 0, 50) },
  'GET /api/backup/nodes/7/plan-definitions': { body: [] },
};
const planDefinition = savedPlan({ exclusions: [] });
const listRoutes = {
  'GET /api/organizations/3': { body: organizationFixture({ id: 3, name: 'Northwind Traders' }) },
  'POST /api/query/devices': { body: paged([deviceFixture()], 1, 50) },
  'GET /api/backup/lockhart/nodes/7/plans': {
    body: [
      planFixture(),
      planFixture({ id: 12, uid: 'p12', name: 'System image', lastSuccess: '2025-03-02T01:31:00.000Z' }),
    ],
  },
};

describe('DeviceBackupPage', () => {
  it('shows the browser, the restore jobs and the plan editor on the manage page', async () => {
    renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: deviceRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Backup data' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Workstation documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plan definitions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Restore jobs' })).toBeInTheDocument();
  });

  it('leaves the plan editor out without canManageBackup', async () => {
    renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: deviceRoutes,
      session: sessionFixture({ without: ['canManageBackup'] }),
    });
    expect(await screen.findByRole('button', { name: 'Workstation documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan definitions' })).not.toBeInTheDocument();
  });

  it('leaves the restore jobs out without canViewAndRestoreBackupData', async () => {
    const { api } = renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: deviceRoutes,
      session: sessionFixture({ without: ['canViewAndRestoreBackupData'] }),
    });
    expect(await screen.findByRole('button', { name: 'Workstation documents' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Restore jobs' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/backup/restore-jobs')).toHaveLength(0);
  });

  it('shows the restore jobs without the permission while file/folder backup is allowed', async () => {
    renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: deviceRoutes,
      session: sessionFixture({
        without: ['canViewAndRestoreBackupData'],
        flags: { file_folder_backup: true },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Restore jobs' })).toBeInTheDocument();
  });

  it('shows the not-yet page for other backup pages', () => {
    renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/settings',
      routes: deviceRoutes,
    });
    expect(screen.getByTestId('page-not-yet')).toBeInTheDocument();
  });

  it('shows the get-started panel while backup is not enabled', async () => {
    const { api } = renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: deviceRoutes,
      session: sessionFixture({ flags: { backup_enabled: false } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Get started in a few easy steps' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Backup data' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/backup/lockhart/nodes/7/plans')).toHaveLength(0);
  });

  it("opens the non-cancelable 'Backup' modal instead of backing up or adding a plan while backup is off", async () => {
    const definitions = '/api/backup/nodes/7/plan-definitions';
    const { user, api } = renderBackup(<DeviceBackupPage />, {
      pattern: devicePattern,
      url: '/deviceDashboard/7/backup/manage',
      routes: { ...deviceRoutes, [`GET ${definitions}`]: { body: [planDefinition] } },
      session: sessionFixture({ flags: { backup_enabled: false } }),
    });
    const table = await screen.findByRole('table', { name: 'Backup plan definitions' });
    await user.click(within(table).getByRole('button', { name: 'Back up now' }));
    const modal = await screen.findByRole('dialog', { name: 'Backup' });
    expect(within(modal).getByText('Get started in a few easy steps')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Backup' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Backup' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${definitions}/11/run`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New plan' }));
    expect(await screen.findByRole('dialog', { name: 'Backup' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('CustomerBackupPage and SystemBackupPage', () => {
  it("lists the organisation's devices with plans, last success and storage, linked to their backup tab", async () => {
    renderBackup(<CustomerBackupPage />, {
      pattern: '/customerDashboard/:id/backup/:page',
      url: '/customerDashboard/3/backup/manage',
      routes: listRoutes,
    });
    const table = await screen.findByRole('table', { name: 'Devices with backup' });
    expect(await within(table).findByText('Workstation documents, System image')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'NW-WS-042' })).toHaveAttribute(
      'href',
      '/deviceDashboard/7/backup/manage',
    );
    expect(within(table).getByText('6 MB')).toBeInTheDocument();
    expect(within(table).getByText(/2025/)).toHaveAttribute('dateTime', '2025-03-02T01:31:00.000Z');
    expect(screen.getByRole('button', { name: 'Add device' })).toBeInTheDocument();
  });

  it('shows the get-started panel on the organisation tab while backup is not enabled', async () => {
    renderBackup(<CustomerBackupPage />, {
      pattern: '/customerDashboard/:id/backup/:page',
      url: '/customerDashboard/3/backup/manage',
      routes: listRoutes,
      session: sessionFixture({ flags: { backup_enabled: false } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Get started in a few easy steps' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the devices of every organisation, each organisation linked to its backup tab', async () => {
    renderBackup(<SystemBackupPage />, {
      pattern: '/systemDashboard/backup/:page',
      url: '/systemDashboard/backup/manage',
      routes: listRoutes,
    });
    const table = await screen.findByRole('table', { name: 'Devices with backup' });
    expect(await within(table).findByRole('link', { name: 'Northwind Traders' })).toHaveAttribute(
      'href',
      '/customerDashboard/3/backup/manage',
    );
  });
});
