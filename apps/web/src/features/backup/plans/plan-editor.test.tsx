// The plan editor: definitions with 'Back up now', the plan form's validation (planInputSchema and the
// server's field errors), creating, editing and removing plans with their toasts and refreshes.
import { screen, waitFor, within } from '@testing-library/react';
import type { PlanDefinition } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer } from '../../help/testing/mock-api.ts';
import { deviceFixture } from '../browser/testing/fixtures.ts';
import { renderBackup } from '../browser/testing/render-backup.tsx';
import { PlanEditor } from './plan-editor.tsx';
import { planDefinition } from './testing/plan-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

const path = '/api/backup/nodes/7/plan-definitions';

function renderEditor(routes: Record<string, Answer> = {}) {
  return renderBackup(<PlanEditor device={deviceFixture()} />, {
    routes: { [`GET ${path}`]: { body: [planDefinition()] }, ...routes },
  });
}

describe('PlanEditor', () => {
  it("lists the device's plans and backs one up now, showing the answer's message", async () => {
    const { user, api } = renderEditor({
      [`POST ${path}/11/run`]: { body: { accepted: true, message: 'Backup started on NW-WS-042' } },
    });
    const table = await screen.findByRole('table', { name: 'Backup plan definitions' });
    expect(within(table).getByText('Daily at 01:30')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup started on NW-WS-042')).toBeInTheDocument();
    expect(api.callsTo('POST', `${path}/11/run`)).toHaveLength(1);
  });

  it("shows a policy's plan read-only, naming the policy, and still backs it up now", async () => {
    const policy = {
      policyId: 3,
      policyName: 'Linux baseline',
      itemKey: 'docs',
      inherited: true,
      overridden: false,
      sourcePolicyId: 3,
    };
    const { user, api } = renderEditor({
      [`GET ${path}`]: { body: [planDefinition({ name: 'Policy documents', policy })] },
      [`POST ${path}/11/run`]: { body: { accepted: true, message: 'Backup of Policy documents started' } },
    });
    const table = await screen.findByRole('table', { name: 'Backup plan definitions' });
    expect(within(table).getByText('From policy Linux baseline')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Policy documents' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Remove Policy documents' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup of Policy documents started')).toBeInTheDocument();
    expect(api.callsTo('POST', `${path}/11/run`)).toHaveLength(1);
  });

  it('validates a new plan with the domain rules before sending it', async () => {
    const { user, api } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New backup plan' });
    for (const folder of ['Documents', 'Desktop']) await user.click(within(dialog).getByLabelText(folder));
    await user.selectOptions(within(dialog).getByLabelText('Destination'), 'LOCAL');
    await user.selectOptions(within(dialog).getByLabelText('Runs'), 'WEEKLY');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one folder')).toBeInTheDocument();
    expect(within(dialog).getByText('Required for local backups')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one day')).toBeInTheDocument();
    expect(api.callsTo('POST', path)).toHaveLength(0);
  });

  it('creates a plan with every part of the form, and shows the server field errors', async () => {
    let attempt = 0;
    const { user, api } = renderEditor({
      [`POST ${path}`]: () =>
        ++attempt === 1
          ? errorAnswer(409, 'CONFLICT', 'Plan exists', { name: 'A plan with this name exists' })
          : { status: 201, body: planDefinition({ id: 12, name: 'Finance' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New backup plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'Finance');
    await user.selectOptions(within(dialog).getByLabelText('Destination'), 'BOTH');
    await user.type(within(dialog).getByLabelText('Local path'), '/mnt/nas/finance');
    await user.selectOptions(within(dialog).getByLabelText('Runs'), 'MONTHLY_WEEKDAY');
    await user.selectOptions(within(dialog).getByLabelText('Week of the month'), '5');
    await user.click(within(dialog).getByLabelText('Friday'));
    expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(
      'Runs: Monthly on the last Friday at 01:00',
    );
    await user.type(within(dialog).getByLabelText('Paths'), '/srv/finance{Enter}{Enter}/srv/shared');
    await user.type(within(dialog).getByLabelText('Exclusions'), '*.tmp');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await within(dialog).findByText('A plan with this name exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', path)[1]?.body).toEqual({
      name: 'Finance',
      type: 'FILE_FOLDER',
      destination: 'BOTH',
      schedule: {
        scheduleType: 'MONTHLY_WEEKDAY',
        scheduleHour: 1,
        scheduleMinute: 0,
        interval: 4,
        weekDays: ['FRIDAY'],
        dayOfMonth: 1,
        weekOfMonth: 5,
      },
      commonFolders: ['DOCUMENTS', 'DESKTOP'],
      paths: ['/srv/finance', '/srv/shared'],
      exclusions: ['*.tmp'],
      retention: { keepRevisions: 30, keepDays: 90 },
      localPath: '/mnt/nas/finance',
      backupPermissions: true,
    });
    expect(await screen.findByText('Plan Finance saved')).toBeInTheDocument();
  });

  it('edits a plan with its saved values and removes a plan after confirmation', async () => {
    const { user, api } = renderEditor({
      [`PUT ${path}/11`]: ({ body }) => ({ body: planDefinition(body as Partial<PlanDefinition>) }),
      [`DELETE ${path}/11`]: { body: { ok: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Workstation documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit backup plan' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Workstation documents');
    expect(within(dialog).getByLabelText('Documents')).toBeChecked();
    expect(within(dialog).getByLabelText('Exclusions')).toHaveValue('*.tmp');
    await user.clear(within(dialog).getByLabelText('Keep revisions'));
    await user.type(within(dialog).getByLabelText('Keep revisions'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `${path}/11`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${path}/11`)[0]?.body).toMatchObject({
      retention: { keepRevisions: 5, keepDays: 90 },
      localPath: null,
    });
    expect(await screen.findByText('Plan Workstation documents saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The change refreshes the device's plan definitions.
    await waitFor(() => expect(api.callsTo('GET', path)).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Remove Workstation documents' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove backup plan' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${path}/11`)).toHaveLength(1));
    expect(await screen.findByText('Plan Workstation documents removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', path)).toHaveLength(3));
  });

  it('keeps the removal open with an error toast when the server refuses it', async () => {
    const { user } = renderEditor({
      [`DELETE ${path}/11`]: errorAnswer(403, 'FORBIDDEN', 'Not allowed'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Workstation documents' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove backup plan' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The action failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove backup plan' })).toBeInTheDocument();
  });
});
