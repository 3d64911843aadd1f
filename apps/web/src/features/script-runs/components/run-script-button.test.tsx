// 'Run script': a script picked from the searchable library, its variables checked with the domain's
// schema and sent typed, a server 400 shown on the variable it names, and the run's view opened.
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../components/test-support/dom-polyfills.ts';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { sessionFixture } from '../../../testing/session-fixture.ts';
import { pageOfScripts, script, variable } from '../../scripts/testing/script-fixtures.ts';
import { scriptRun } from '../testing/run-fixtures.ts';
import { RunScriptButton } from './run-script-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const backup = script(1, 'Backup home', {
  variables: [
    variable('Backup folder', 'TEXT', { required: true }),
    variable('Keep days', 'INTEGER'),
    variable('Compress', 'CHECKBOX'),
  ],
});
const disk = script(2, 'Disk report');

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderButton(options: { runAnswer?: Parameters<typeof mockApi>[0][string]; canRun?: boolean } = {}) {
  const api = mockApi({
    'GET /api/scripting/scripts': (call) => {
      const name = call.query.get('name')?.toLowerCase() ?? '';
      return { body: pageOfScripts([backup, disk].filter((s) => s.name.toLowerCase().includes(name))) };
    },
    'GET /api/scripting/scripts/:id': (call) => ({ body: call.path.endsWith('/1') ? backup : disk }),
    'POST /api/scripting/runs': options.runAnswer ?? {
      status: 201,
      body: { runs: [scriptRun(99, { deviceId: 7 })] },
    },
  });
  const session = sessionFixture(options.canRun === false ? { without: ['canRunScripts'] } : {});
  const view = renderInShell(
    <MemoryRouter initialEntries={['/deviceDashboard/7/overview']}>
      <Routes>
        <Route path="*" element={<RunScriptButton deviceIds={[7]} operatingSystem="LINUX" />} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
    session,
  );
  return { ...view, api };
}

async function chooseBackup(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Run script' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run a script on 1 device' });
  await user.type(within(dialog).getByLabelText('Search scripts'), 'backup');
  await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /Disk report/ })).toBeNull());
  await user.click(within(dialog).getByRole('radio', { name: /Backup home/ }));
  await within(dialog).findByLabelText(/Backup folder/);
  return dialog;
}

describe('RunScriptButton', () => {
  it('is not offered without canRunScripts', () => {
    renderButton({ canRun: false });
    expect(screen.queryByRole('button', { name: 'Run script' })).toBeNull();
  });

  it("lists the device's operating system's scripts and sends the values typed", async () => {
    const { user, api } = renderButton();
    const dialog = await chooseBackup(user);
    expect(api.callsTo('GET', '/api/scripting/scripts').at(-1)?.query.get('operatingSystem')).toBe('LINUX');
    await user.type(within(dialog).getByLabelText(/Backup folder/), '/srv/backup');
    await user.type(within(dialog).getByLabelText('Keep days'), '1x4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Compress' }));
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/deviceDashboard/7/scripts/99'),
    );
    expect(api.callsTo('POST', '/api/scripting/runs')[0]?.body).toEqual({
      scriptId: 1,
      deviceIds: [7],
      variables: { backupFolder: '/srv/backup', keepDays: 14, compress: true },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the values before sending: a missing required variable is marked and nothing is sent', async () => {
    const { user, api } = renderButton();
    const dialog = await chooseBackup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText("'Backup folder' is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Backup folder/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/scripting/runs')).toHaveLength(0);
  });

  it("shows the server's 400 on the variable it names", async () => {
    const { user } = renderButton({
      runAnswer: errorAnswer(400, 'VALIDATION', "'Backup folder' is not allowed", {
        'variables.backupFolder': "'Backup folder' is not allowed",
      }),
    });
    const dialog = await chooseBackup(user);
    await user.type(within(dialog).getByLabelText(/Backup folder/), '/');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText("'Backup folder' is not allowed")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Backup folder/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Correct the variables marked below.');
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceDashboard/7/overview');
  });

  it("shows a refusal about the devices in the dialog's alert", async () => {
    const { user } = renderButton({
      runAnswer: errorAnswer(400, 'VALIDATION', 'Backup home runs on LINUX; not on WS-1', {
        deviceIds: 'Backup home runs on LINUX; not on WS-1',
      }),
    });
    const dialog = await chooseBackup(user);
    await user.type(within(dialog).getByLabelText(/Backup folder/), '/srv');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Backup home runs on LINUX; not on WS-1',
    );
  });
});
