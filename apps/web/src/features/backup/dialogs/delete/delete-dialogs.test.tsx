// Deleting backup data: the plan and item confirmations, the 72-hour note, the password step-up
// after a 403 MFA_REQUIRED with the retried delete, and the outcome messages.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer } from '../../../help/testing/mock-api.ts';
import {
  deviceFixture,
  fileItem,
  folderItem,
  planFixture,
  rootItem,
  selectionFixture,
} from '../testing/fixtures.ts';
import { renderDialog } from '../testing/render-dialog.tsx';
import { DeleteDataDialog } from './delete-data-dialog.tsx';
import { DeletePlanDataDialog } from './delete-plan-data-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const planDelete = 'POST /api/backup/lockhart/nodes/7/delete-plan-revisions';
const itemsDelete = 'POST /api/backup/lockhart/nodes/7/plans/11/delete-revisions';
const stepUp = 'POST /api/auth/step-up';
const scheduled = { body: { message: 'Data deletion scheduled successfully' } };
const mfa = errorAnswer(403, 'MFA_REQUIRED', 'Confirm your password to continue');

/** Answers MFA_REQUIRED until the password was confirmed, as the server does. */
function stepUpRoutes(path: string): Record<string, Answer> {
  let confirmed = false;
  return {
    [path]: () => (confirmed ? scheduled : mfa),
    [stepUp]: (call) => {
      if ((call.body as { password: string }).password !== 'correct horse') {
        return errorAnswer(400, 'VALIDATION_FAILED', 'The password is incorrect', {
          password: 'The password is incorrect',
        });
      }
      confirmed = true;
      return { body: { validUntil: '2025-03-01T10:05:00.000Z' } };
    },
  };
}

function openPlanDelete(routes: Record<string, Answer>) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const plans = [planFixture(), planFixture({ id: 12, name: 'Photos' })];
  const view = renderDialog(
    <DeletePlanDataDialog
      open
      onClose={onClose}
      device={deviceFixture()}
      plans={plans}
      onDeleted={onDeleted}
    />,
    { routes },
  );
  return { ...view, onClose, onDeleted };
}

describe('DeletePlanDataDialog', () => {
  it('schedules deletion of the plans and says so', async () => {
    const { user, api, onClose, onDeleted } = openPlanDelete({ [planDelete]: scheduled });
    const dialog = screen.getByRole('dialog', { name: 'Confirm plan data delete' });
    expect(
      within(dialog).getByText('Deleted data leaves the calculated usage in 72 hours.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Documents, Photos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data deletion scheduled successfully')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/backup/lockhart/nodes/7/delete-plan-revisions');
    expect(call!.body).toEqual([11, 12]);
    expect(call!.query.get('planName')).toBe('Documents, Photos');
    expect(onDeleted).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the password on MFA_REQUIRED, confirms it and deletes again', async () => {
    const { user, api, onDeleted } = openPlanDelete(stepUpRoutes(planDelete));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const stepUpDialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(within(stepUpDialog).getByRole('button', { name: 'Confirm' }));
    expect(within(stepUpDialog).getByRole('alert')).toHaveTextContent('Required');
    await user.type(within(stepUpDialog).getByLabelText('Password'), 'wrong');
    await user.click(within(stepUpDialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(stepUpDialog).findByText('The password is incorrect')).toBeInTheDocument();

    const password = within(stepUpDialog).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'correct horse');
    await user.click(within(stepUpDialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Data deletion scheduled successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/backup/lockhart/nodes/7/delete-plan-revisions')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/auth/step-up').map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: 'correct horse' },
    ]);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument(),
    );
  });

  it("says 'Error deleting plan files' when the delete fails otherwise", async () => {
    const { user, onDeleted, onClose } = openPlanDelete({
      [planDelete]: errorAnswer(500, 'INTERNAL', 'boom'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting plan files')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('DeleteDataDialog', () => {
  it('lists the items by name and path, without a name for root folders, and deletes them', async () => {
    const onDeleted = vi.fn();
    const selection = selectionFixture([fileItem(), folderItem(), rootItem(300, 'D:/Shares')]);
    const { user, api } = renderDialog(
      <DeleteDataDialog open onClose={() => {}} selection={selection} onDeleted={onDeleted} />,
      { routes: stepUpRoutes(itemsDelete) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete data' });
    expect(
      within(dialog).getByText('Deleted data leaves the calculated usage in 72 hours.'),
    ).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['report.docx', 'C:/Users/ada/report.docx'],
      ['Projects', 'C:/Users/ada/Projects'],
      ['', 'D:/Shares'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const stepUpDialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(stepUpDialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(stepUpDialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Data deletion scheduled successfully')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/backup/lockhart/nodes/7/plans/11/delete-revisions');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ fileIds: [101], folderIds: [201, 300], planName: 'Documents' });
    expect(onDeleted).toHaveBeenCalled();
  });
});
