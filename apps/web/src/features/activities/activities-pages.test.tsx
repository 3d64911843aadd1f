// The activity pages: each asks its own list, shows the rows with their labels, and its filters,
// the type preset by the page and the device or technician picked from a row reach the query.
import '../../components/test-support/dom-polyfills.ts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Activity, OrganizationDetail } from '@warden/domain';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pages } from '../../app/pages.tsx';
import { mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../testing/session-fixture.ts';
import { deviceFixture } from '../devices/testing/fixtures.ts';

// Each page asks for its data after loading; a busy test machine needs more than 1 s.
configure({ asyncUtilTimeout: 3000 });
// The lazily loaded page module loads once, here, rather than inside the first test's wait.
beforeAll(() => import('./activities-pages.tsx'));
afterEach(() => vi.unstubAllGlobals());

function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    type: 'BACKUP',
    action: 'BACKUP_FINISHED',
    result: 'FAILURE',
    message: 'Docs: Disk full',
    subjectId: 10,
    deviceId: 7,
    deviceName: 'files-01',
    organizationId: 2,
    organizationName: 'Acme',
    technicianId: null,
    technicianName: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const page = (results: Activity[]) => ({ body: { results, totalElements: results.length, totalPages: 1 } });

function renderPattern(pattern: string, url: string, granted?: Parameters<typeof sessionFixture>[0]) {
  const Page = pages[pattern];
  if (!Page) throw new Error(`no page for ${pattern}`);
  return renderInShell(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path={pattern}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      </Routes>
    </MemoryRouter>,
    sessionFixture(granted),
  );
}

describe('system activities', () => {
  it('lists every organisation’s activities newest first with their labels', async () => {
    const api = mockApi({
      'GET /api/activities': page([
        activity(),
        activity({
          id: 2,
          action: 'RESTORE_STARTED',
          type: 'RESTORE',
          result: 'IN_PROGRESS',
          technicianId: 3,
          technicianName: 'Ada Admin',
        }),
      ]),
    });
    renderPattern('/systemDashboard/activities/:page', '/systemDashboard/activities/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activities' });
    // The table shows before its first page arrives: wait for the rows, not only the table.
    await within(table).findByText('Restore started');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Backup finished');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('Acme');
    expect(rows[0]).toHaveTextContent('System');
    expect(rows[0]).toHaveTextContent('Docs: Disk full');
    expect(rows[1]).toHaveTextContent('Restore started');
    expect(rows[1]).toHaveTextContent('In progress');
    const call = api.callsTo('GET', '/api/activities')[0]!;
    expect(call.query.get('sortBy')).toBe('createdAt');
    expect(call.query.get('sortDirection')).toBe('DESC');
    expect(call.query.get('type')).toBeNull();
  });

  it('presets the type of a type page and sends the filters the user picks', async () => {
    const api = mockApi({
      'GET /api/activities': page([activity({ technicianId: 3, technicianName: 'Ada Admin' })]),
    });
    const { user } = renderPattern('/systemDashboard/activities/:page', '/systemDashboard/activities/backup');
    await screen.findByText('Backup finished');
    expect(api.callsTo('GET', '/api/activities')[0]!.query.get('type')).toBe('BACKUP');
    expect(screen.getByLabelText('Type')).toHaveValue('BACKUP');

    await user.selectOptions(screen.getByLabelText('Result'), 'FAILURE');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('result')).toBe('FAILURE'));

    await user.click(screen.getByRole('button', { name: 'Show only the activities of files-01' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('deviceId')).toBe('7'));
    await user.click(screen.getByRole('button', { name: 'Show only the activities of Ada Admin' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('technicianId')).toBe('3'));

    await user.click(screen.getByRole('button', { name: 'Remove filter Device: files-01' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('deviceId')).toBeNull());
    expect(api.calls.at(-1)!.query.get('technicianId')).toBe('3');
  });

  it('shows the not-found page for an unknown page', async () => {
    mockApi({});
    renderPattern('/systemDashboard/activities/:page', '/systemDashboard/activities/nope');
    expect(await screen.findByText(/not available yet|not found/i)).toBeInTheDocument();
  });
});

describe('organisation and device activities', () => {
  it("asks the organisation's list under its dashboard tabs", async () => {
    const organization: OrganizationDetail = {
      id: 2,
      name: 'Acme',
      description: '',
      deleted: false,
      deviceCount: 1,
      onlineCount: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      locations: [],
    };
    const api = mockApi({
      'GET /api/organizations/2': { body: organization },
      'GET /api/activities/organizations/2': page([activity()]),
    });
    renderPattern('/customerDashboard/:id/activities/:page', '/customerDashboard/2/activities/all');
    expect(await screen.findByText('Backup finished')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/activities/organizations/2')).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Sections of Acme' });
    expect(within(tabs).getByRole('link', { name: 'Activities' })).toHaveAttribute(
      'href',
      '/customerDashboard/2/activities/all',
    );
    // One organisation's list has no organisation column.
    expect(screen.queryByRole('columnheader', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it("asks the device's list in the device frame, without a device column", async () => {
    const api = mockApi({
      'GET /api/devices/7': { body: deviceFixture() },
      'GET /api/activities/devices/7': page([activity()]),
    });
    renderPattern('/deviceDashboard/:id/activities/:page', '/deviceDashboard/7/activities/all');
    expect(await screen.findByText('Backup finished')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/activities/devices/7')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Activities' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Device/ })).not.toBeInTheDocument();
  });
});

describe('technician activities', () => {
  it('lists the technicians’ changes for canManageSettings', async () => {
    const api = mockApi({
      'GET /api/activities/administration': page([
        activity({
          type: 'ADMINISTRATION',
          action: 'ROLE_CREATED',
          result: 'SUCCESS',
          message: 'Helpdesk',
          deviceId: null,
          deviceName: null,
          organizationId: null,
          organizationName: null,
          technicianId: 1,
          technicianName: 'Ada Admin',
        }),
      ]),
    });
    renderPattern('/administration/general/activities', '/administration/general/activities');
    expect(await screen.findByText('Role created')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/activities/administration')).toHaveLength(1);
    // Only one type here, so no type filter.
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
  });

  it('says what is missing without canManageSettings and asks nothing', async () => {
    const api = mockApi({});
    renderPattern('/administration/general/activities', '/administration/general/activities', {
      without: ['canManageSettings'],
    });
    expect(await screen.findByText(/needs the Manage division settings permission/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
