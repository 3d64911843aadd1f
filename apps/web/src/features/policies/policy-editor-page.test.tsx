// The policy editor: each item shows its inheritance state (inherited from the parent, overridden,
// own); changing, enabling or disabling an inherited item overrides it; Revert, on an overridden item
// only, drops the override and the parent's value shows again.
import { screen, waitFor, within } from '@testing-library/react';
import { emptyOverrides } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { PolicyEditorPage } from './policy-editor-page.tsx';
import { condition, mockPolicyApi, policyTree } from './testing/policy-server.ts';

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

describe('PolicyEditorPage', () => {
  it("shows each item's state: inherited from the parent, overridden, own, or the installation defaults", async () => {
    mockPolicyApi();
    open('/editor/policy/2');
    expect(await screen.findByRole('heading', { name: 'Linux web servers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linux baseline' })).toBeInTheDocument();
    expect(within(item('Root volume low')).getByText('Inherited from Linux baseline')).toBeInTheDocument();
    expect(within(item('Disk almost full')).getByText('Overridden')).toBeInTheDocument();
    expect(within(item('Busy CPU')).getByText('Set in this policy')).toBeInTheDocument();
    expect(within(item('Heartbeat interval')).getByText('Inherited from Linux baseline')).toBeInTheDocument();
    expect(within(item('Heartbeat interval')).getByRole('spinbutton')).toHaveValue(60);
    expect(
      within(item('Inventory interval')).getByText('Inherited from the installation defaults'),
    ).toBeInTheDocument();
    // Revert is offered on the overridden item only.
    expect(within(item('Disk almost full')).getByRole('button', { name: 'Revert' })).toBeInTheDocument();
    for (const name of ['Root volume low', 'Busy CPU', 'Heartbeat interval'])
      expect(within(item(name)).queryByRole('button', { name: 'Revert' })).toBeNull();
  });

  it("reverts an overridden item: the override is deleted and the parent's settings show again", async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const disk = await screen.findByRole('listitem', { name: 'Disk almost full' });
    await user.hover(disk);
    await user.click(within(disk).getByRole('button', { name: 'Revert' }));
    await waitFor(() =>
      expect(within(item('Disk almost full')).getByText('Inherited from Linux baseline')).toBeInTheDocument(),
    );
    expect(api.sent('DELETE /policies/:id/items/:section/:key')[0]?.params).toEqual({
      id: '2',
      section: 'conditions',
      key: 'disk',
    });
    expect(within(item('Disk almost full')).queryByRole('button', { name: 'Revert' })).toBeNull();
  });

  it("disabling an inherited item overrides it with the parent's value and the switch off", async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const root = await screen.findByRole('listitem', { name: 'Root volume low' });
    await user.click(within(root).getByRole('checkbox', { name: 'Enabled' }));
    await waitFor(() => expect(within(item('Root volume low')).getByText('Overridden')).toBeInTheDocument());
    const put = api.sent('PUT /policies/:id/items/:section/:key')[0];
    expect(put?.params).toEqual({ id: '2', section: 'conditions', key: 'root' });
    expect(put?.body).toEqual(condition('Root volume low', 5, false));
    expect(within(item('Root volume low')).getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    expect(within(item('Root volume low')).getByRole('button', { name: 'Revert' })).toBeInTheDocument();
  });

  it('changing an inherited setting overrides it; an out-of-range value cannot be saved', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    const heartbeat = await screen.findByRole('listitem', { name: 'Heartbeat interval' });
    const input = within(heartbeat).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '5');
    expect(within(heartbeat).getByText('Between 10 and 3600')).toBeInTheDocument();
    expect(within(heartbeat).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(input, '0');
    await user.click(within(heartbeat).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(item('Heartbeat interval')).getByText('Overridden')).toBeInTheDocument(),
    );
    const put = api.sent('PUT /policies/:id/items/:section/:key')[0];
    expect(put?.params).toEqual({ id: '2', section: 'agentSettings', key: 'heartbeatIntervalSeconds' });
    expect(put?.body).toBe(50);
  });

  it('adds a condition from its form as the policy’s own, under a new key', async () => {
    const api = mockPolicyApi();
    const { user } = open('/editor/policy/2');
    await user.click(await screen.findByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add condition' });
    await user.type(within(dialog).getByLabelText('Name'), 'Memory pressure');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MEMORY_ABOVE');
    await user.type(within(dialog).getByLabelText('Threshold (%)'), '120');
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    expect(api.sent('PUT /policies/:id/items/:section/:key')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Threshold (%)'));
    await user.type(within(dialog).getByLabelText('Threshold (%)'), '85');
    await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    await waitFor(() =>
      expect(within(item('Memory pressure')).getByText('Set in this policy')).toBeInTheDocument(),
    );
    const put = api.sent('PUT /policies/:id/items/:section/:key')[0];
    expect(put?.params.section).toBe('conditions');
    expect(put?.params.key).toMatch(/^condition-[0-9a-f]{8}$/);
    expect(put?.body).toEqual({
      enabled: true,
      name: 'Memory pressure',
      condition: { type: 'MEMORY_ABOVE', thresholdPercent: 85, durationMinutes: 15 },
      actions: [],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a change failed and keeps the state as it was', async () => {
    mockPolicyApi({
      'PUT /policies/:id/items/:section/:key': reply(400, {
        error: { code: 'VALIDATION_FAILED', message: 'The item is not valid' },
      }),
    });
    const { user } = open('/editor/policy/2');
    const root = await screen.findByRole('listitem', { name: 'Root volume low' });
    await user.click(within(root).getByRole('checkbox', { name: 'Enabled' }));
    expect(await screen.findByText('The change could not be saved')).toBeInTheDocument();
    expect(within(item('Root volume low')).getByText('Inherited from Linux baseline')).toBeInTheDocument();
    expect(within(item('Root volume low')).getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
  });

  it('creates a policy of the role the link names, under a parent of that role, then opens it', async () => {
    const api = mockPolicyApi({
      'POST /policies': (r: ApiRequest) =>
        reply(201, { ...policyTree()[1], id: 7, ...(r.body as object), overrides: emptyOverrides() }),
    });
    const { user } = open('/editor/policy/new?role=LINUX_SERVER');
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Role')).toHaveValue('LINUX_SERVER');
    await user.type(name, 'Edge proxies');
    await screen.findByRole('option', { name: 'Linux baseline' });
    await user.selectOptions(screen.getByLabelText('Parent policy'), 'Linux baseline');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /policies')).toHaveLength(1));
    expect(api.sent('POST /policies')[0]?.body).toEqual({
      name: 'Edge proxies',
      description: '',
      nodeRoleId: 'LINUX_SERVER',
      parentId: 1,
    });
    expect(api.sent('GET /policies')[0]?.query.get('nodeRoleId')).toBe('LINUX_SERVER');
    await waitFor(() => expect(api.sent('GET /policies/:id').some((r) => r.params.id === '7')).toBe(true));
  });
});

describe('an address naming no policy', () => {
  it('says the policy was not found, within the editor', async () => {
    mockPolicyApi({
      'GET /policies/:id': reply(404, { error: { code: 'NOT_FOUND', message: 'Policy not found' } }),
    });
    open('/editor/policy/99');
    expect(await screen.findByRole('heading', { name: 'Policy not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to policies' })).toHaveAttribute(
      'href',
      '/administration/policies/agent',
    );
  });
});
