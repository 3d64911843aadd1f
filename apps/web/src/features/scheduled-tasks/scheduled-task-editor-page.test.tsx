// The scheduled-task editor: a task built with a script's values and a group target from the
// add-targets dialog and saved; the node switch moving the schedule to its default and dropping the
// targets when a group was among them; Reset returning a blank, enabled task; a 400's variable
// message under that script's variable.
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TASK_SCHEDULE, type ScheduledTask } from '@warden/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderInShell } from '../../testing/render-in-shell.tsx';
import { pageOfScripts, script, variable } from '../scripts/testing/script-fixtures.ts';
import { ScheduledTaskEditorPage } from './scheduled-task-editor-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const nightly = script(3, 'Nightly clean', { variables: [variable('Count', 'INTEGER', { required: true })] });

const task = (extra: Partial<ScheduledTask> = {}): ScheduledTask => ({
  id: 5,
  name: 'Web nightly',
  description: '',
  enabled: false,
  runsOnNodeScheduledTask: false,
  scripts: { actionList: [{ scriptId: 3, scriptName: 'Nightly clean', variables: { count: '2' } }] },
  schedule: { ...DEFAULT_TASK_SCHEDULE, scheduleHour: 17 },
  targets: [
    { scheduledTaskId: 5, targetType: 'DEVICE', targetId: 7, name: 'web-01' },
    { scheduledTaskId: 5, targetType: 'GROUP', targetId: 4, name: 'Web servers' },
  ],
  nextOccurrenceAt: null,
  lastOccurrenceAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderEditor(path: string, saveAnswer?: ReturnType<typeof errorAnswer>) {
  const saved = (body: unknown, id: number) => ({ body: { ...task(), ...(body as object), id } });
  const api = mockApi({
    'GET /api/scripting/scheduled-tasks/:id': { body: task() },
    'GET /api/scripting/scripts': { body: pageOfScripts([nightly]) },
    'GET /api/scripting/scripts/:id': { body: nightly },
    'GET /api/device-groups': {
      body: pageOfScripts([{ id: 4, name: 'Web servers', organizationId: 1, organizationName: 'Acme' }]),
    },
    'POST /api/scripting/scheduled-tasks': (call) => saveAnswer ?? { status: 201, ...saved(call.body, 9) },
    'PUT /api/scripting/scheduled-tasks/:id': (call) => saveAnswer ?? saved(call.body, 5),
  });
  const view = renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/editor/scheduledTask/*" element={<ScheduledTaskEditorPage />} />
      </Routes>
      <ShowLocation />
    </MemoryRouter>,
  );
  return { ...view, api };
}

const targetRows = () =>
  within(screen.getByRole('table', { name: 'Targets' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ScheduledTaskEditorPage', () => {
  it('creates a task with a script’s values and a group target, then opens it', async () => {
    const { api, user } = renderEditor('/editor/scheduledTask/new');
    await user.type(await screen.findByLabelText('Name'), 'Web nightly');
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    await user.selectOptions(await screen.findByLabelText('Add a script'), 'Nightly clean');
    await user.type(await screen.findByLabelText(/Count/), '3');
    await user.click(screen.getByRole('button', { name: 'Add targets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add targets' });
    await user.selectOptions(within(dialog).getByLabelText('Target type'), 'Group');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Web servers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 target' }));
    expect(targetRows()[0]).toContain('Web servers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/editor/scheduledTask/9'));
    expect(api.callsTo('POST', '/api/scripting/scheduled-tasks')[0]?.body).toMatchObject({
      name: 'Web nightly',
      enabled: true,
      runsOnNodeScheduledTask: false,
      scripts: { actionList: [{ scriptId: 3, variables: { count: '3' } }] },
      schedule: DEFAULT_TASK_SCHEDULE,
      targets: [{ targetType: 'GROUP', targetId: 4 }],
    });
  });

  it('switches to the node default schedule and clears the targets when a group was among them', async () => {
    const { api, user } = renderEditor('/editor/scheduledTask/5');
    expect(await screen.findByLabelText('Hour')).toHaveValue(17);
    expect(targetRows()).toEqual([expect.stringContaining('Web servers'), expect.stringContaining('web-01')]);
    await user.click(screen.getByRole('checkbox', { name: 'Run as a scheduled task on the device' }));
    expect(screen.getByLabelText('Hour')).toHaveValue(0);
    expect(screen.queryByRole('table', { name: 'Targets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/scripting/scheduled-tasks/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/scripting/scheduled-tasks/5')[0]?.body).toMatchObject({
      runsOnNodeScheduledTask: true,
      schedule: { scheduleType: 'DAILY', scheduleHour: 0, scheduleMinute: 0 },
      targets: [],
    });
  });

  it('resets to a blank task, enabled by default', async () => {
    const { user } = renderEditor('/editor/scheduledTask/5');
    expect(await screen.findByLabelText('Name')).toHaveValue('Web nightly');
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByText('No targets yet.')).toBeInTheDocument();
    expect(screen.getByText(/No scripts yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Hour')).toHaveValue(9);
  });

  it('shows a 400’s variable message under that script’s variable', async () => {
    const { user } = renderEditor(
      '/editor/scheduledTask/5',
      errorAnswer(400, 'VALIDATION_FAILED', 'Nightly clean: Enter a whole number', {
        'scripts.actionList.0.variables.count': 'Nightly clean: Enter a whole number',
      }),
    );
    await screen.findByLabelText(/Count/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nightly clean: Enter a whole number')).toBeInTheDocument();
  });
});
