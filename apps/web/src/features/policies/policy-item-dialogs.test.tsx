// The policy editor's item dialogs: a backup plan in the console's plan form, a scheduled script with
// its typed variables and schedule, and a condition's actions; a new item is the policy's own, and
// saving an inherited one overrides it.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOfScripts, script } from '../scripts/testing/script-fixtures.ts';
import { type ApiRequest, fieldErrors } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { PolicyEditorPage } from './policy-editor-page.tsx';
import { condition, mockPolicyApi, planItem, scripts } from './testing/policy-server.ts';

afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  return renderPage(
    <Routes>
      <Route path="/editor/policy/*" element={<PolicyEditorPage />} />
    </Routes>,
    { path },
  );
}

const item = (name: string) => screen.getByRole('listitem', { name });
const PUT = 'PUT /policies/:id/items/:section/:key';

describe('the backup plan dialog', () => {
  it('adds a plan from the plan form as the policy’s own, under a new key', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    await user.click(await screen.findByRole('button', { name: 'Add backup plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add backup plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.sent(PUT)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Weekly documents');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(within(item('Weekly documents')).getByText('Set in this policy')).toBeInTheDocument(),
    );
    const put = api.sent(PUT)[0];
    expect(put?.params.section).toBe('backupPlans');
    expect(put?.params.key).toMatch(/^plan-[0-9a-f]{8}$/);
    expect(put?.body).toEqual({
      ...planItem('Weekly documents'),
      plan: { ...planItem('Weekly documents').plan, commonFolders: ['DOCUMENTS', 'DESKTOP'] },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saving an inherited plan overrides it with the values changed', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const nightly = await screen.findByRole('listitem', { name: 'Nightly documents' });
    expect(within(nightly).getByText('Inherited from Linux baseline')).toBeInTheDocument();
    await user.click(within(nightly).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit backup plan' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Nightly documents');
    await user.clear(within(dialog).getByLabelText('Keep revisions'));
    await user.type(within(dialog).getByLabelText('Keep revisions'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(item('Nightly documents')).getByText('Overridden')).toBeInTheDocument(),
    );
    expect(api.sent(PUT)[0]?.params).toEqual({ id: '2', section: 'backupPlans', key: 'nightly' });
    expect(api.sent(PUT)[0]?.body).toEqual(planItem('Nightly documents', 7));
  });
});

describe('the server’s field messages', () => {
  it('land on the plan’s field and on the script’s variable, and the dialog stays open', async () => {
    mockPolicyApi({
      [PUT]: (r: { params: Record<string, string> }) =>
        r.params.section === 'backupPlans'
          ? fieldErrors(400, 'Invalid item', { 'value.plan.name': 'Name taken' })
          : fieldErrors(400, 'Invalid scheduled script', {
              'value.variables.logDirectory': 'No such folder',
            }),
    });
    const { user } = open('/editor/policy/2');
    await user.click(await screen.findByRole('button', { name: 'Add backup plan' }));
    const plan = await screen.findByRole('dialog', { name: 'Add backup plan' });
    await user.type(within(plan).getByLabelText('Name'), 'Weekly documents');
    await user.click(within(plan).getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(within(plan).getByLabelText('Name')).toHaveAccessibleDescription('Name taken'),
    );
    await user.click(within(plan).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add scheduled script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add scheduled script' });
    await user.click(await within(dialog).findByRole('radio', { name: /Rotate logs/ }));
    await user.type(await within(dialog).findByLabelText(/^Log directory/), '/nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save scheduled script' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Log directory/)).toHaveAccessibleDescription('No such folder'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('the scheduled script dialog', () => {
  it('shows a missing required variable on the variable and sends nothing until it is filled', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    await user.click(await screen.findByRole('button', { name: 'Add scheduled script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add scheduled script' });
    await user.click(await within(dialog).findByRole('radio', { name: /Rotate logs/ }));
    const directory = await within(dialog).findByLabelText(/^Log directory/);
    await user.click(within(dialog).getByRole('button', { name: 'Save scheduled script' }));
    await waitFor(() => expect(directory).toHaveAttribute('aria-invalid', 'true'));
    expect(directory).toHaveAccessibleDescription("'Log directory' is required");
    expect(api.sent(PUT)).toHaveLength(0);

    await user.type(directory, '/var/log/nginx');
    await user.type(within(dialog).getByLabelText(/^Keep days/), '14');
    await user.selectOptions(within(dialog).getByLabelText('Runs'), 'EVERY_N_HOURS');
    await user.clear(within(dialog).getByLabelText('Every'));
    await user.type(within(dialog).getByLabelText('Every'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save scheduled script' }));
    await waitFor(() =>
      expect(within(item('Rotate logs')).getByText('Set in this policy')).toBeInTheDocument(),
    );
    const put = api.sent(PUT)[0];
    expect(put?.params.section).toBe('scheduledScripts');
    expect(put?.params.key).toMatch(/^script-[0-9a-f]{8}$/);
    expect(put?.body).toMatchObject({
      enabled: true,
      scriptId: 31,
      variables: { logDirectory: '/var/log/nginx', keepDays: 14 },
      schedule: { scheduleType: 'EVERY_N_HOURS', interval: 6 },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers only the scripts for the policy role’s operating system', async () => {
    const library = [...scripts, script(33, 'Clear Windows temp', { operatingSystems: ['WINDOWS'] })];
    const api = mockPolicyApi({
      // Filters as the server does, so a missing operatingSystem shows every script.
      'GET /scripting/scripts': (r: ApiRequest) => {
        const os = r.query.get('operatingSystem');
        return pageOfScripts(
          library
            .filter((s) => !os || s.operatingSystems.includes(os as never))
            .map(({ body: _body, ...summary }) => summary),
        );
      },
    });
    const { user } = open('/editor/policy/2');
    await user.click(await screen.findByRole('button', { name: 'Add scheduled script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add scheduled script' });
    await within(dialog).findByRole('radio', { name: /Rotate logs/ });
    expect(within(dialog).queryByRole('radio', { name: /Clear Windows temp/ })).toBeNull();
    expect(api.sent('GET /scripting/scripts').at(-1)?.query.get('operatingSystem')).toBe('LINUX');
  });
});

describe('the condition dialog’s actions', () => {
  it('adds a channel and a script action, each checked before saving, and removes one', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const cpu = await screen.findByRole('listitem', { name: 'Busy CPU' });
    await user.click(within(cpu).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    expect(within(dialog).getByText('No actions: the alert is only shown.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Add action'), 'NOTIFY_CHANNEL');
    await user.selectOptions(within(dialog).getByLabelText('Add action'), 'CREATE_TICKET');
    await user.selectOptions(within(dialog).getByLabelText('Add action'), 'RUN_SCRIPT');
    const channel = within(dialog).getByRole('listitem', { name: 'Action 1: Notify a channel' });
    const script = within(dialog).getByRole('listitem', { name: 'Action 3: Run a script' });
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    await waitFor(() =>
      expect(within(channel).getByLabelText('Channel')).toHaveAccessibleDescription('Required'),
    );
    expect(within(script).getByLabelText('Script')).toHaveAccessibleDescription('Required');
    expect(api.sent(PUT)).toHaveLength(0);

    await within(channel).findByRole('option', { name: 'On-call Slack' });
    await user.selectOptions(within(channel).getByLabelText('Channel'), 'On-call Slack');
    await within(script).findByRole('option', { name: 'Rotate logs' });
    await user.selectOptions(within(script).getByLabelText('Script'), 'Rotate logs');
    const directory = await within(script).findByLabelText(/^Log directory/);
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    await waitFor(() => expect(directory).toHaveAccessibleDescription("'Log directory' is required"));
    await user.type(directory, '/srv/logs');
    const ticket = within(dialog).getByRole('listitem', { name: 'Action 2: Create a ticket' });
    await user.click(within(ticket).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));

    await waitFor(() => expect(api.sent(PUT)).toHaveLength(1));
    expect(api.sent(PUT)[0]?.params).toEqual({ id: '2', section: 'conditions', key: 'cpu' });
    expect(api.sent(PUT)[0]?.body).toEqual({
      ...condition('Busy CPU', 90),
      actions: [
        { type: 'NOTIFY_CHANNEL', channelId: 5 },
        { type: 'RUN_SCRIPT', scriptId: 31, variables: { logDirectory: '/srv/logs' } },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a ticket action with its form and status', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const cpu = await screen.findByRole('listitem', { name: 'Busy CPU' });
    await user.click(within(cpu).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    await user.selectOptions(within(dialog).getByLabelText('Add action'), 'CREATE_TICKET');
    await within(dialog).findByRole('option', { name: 'Incident' });
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'Incident');
    await within(dialog).findByRole('option', { name: 'New' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    await waitFor(() => expect(api.sent(PUT)).toHaveLength(1));
    expect((api.sent(PUT)[0]?.body as { actions: unknown }).actions).toEqual([
      { type: 'CREATE_TICKET', ticketFormId: 3, statusId: 1 },
    ]);
  });
});
