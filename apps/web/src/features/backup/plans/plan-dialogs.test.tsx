// The plan dialogs make no calls of their own: rendered with toasts but no query client and no API,
// they hand the plan to onSave and the removal to onConfirm, and show what onSave's failure says.
import '../../../components/test-support/dom-polyfills.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanInput } from '@warden/domain';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client.ts';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { PlanFormDialog, RemovePlanDialog } from './plan-dialogs.tsx';
import { planDefinition } from './testing/plan-fixture.ts';

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** No QueryClientProvider: a query or mutation hook inside the dialogs would throw. */
function renderAlone(ui: ReactElement) {
  const user = userEvent.setup();
  render(<ToastProvider>{ui}</ToastProvider>);
  return { user };
}

describe('PlanFormDialog', () => {
  it('hands a new plan to onSave, then toasts and closes', async () => {
    const onSave = vi.fn(async (body: PlanInput) => planDefinition({ id: 12, name: body.name }));
    const onClose = vi.fn();
    const { user } = renderAlone(<PlanFormDialog onSave={onSave} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'New backup plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'Finance');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Finance', destination: 'CLOUD', localPath: null }),
    );
    expect(await screen.findByText('Plan Finance saved')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("edits a plan through onSave and shows the server's field errors when it fails", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiRequestError(409, 'CONFLICT', 'Plan exists', { name: 'A plan with this name exists' });
    });
    const onClose = vi.fn();
    const { user } = renderAlone(
      <PlanFormDialog plan={planDefinition()} onSave={onSave} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit backup plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('A plan with this name exists')).toBeInTheDocument();
    expect(await screen.findByText('The plan could not be saved')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Workstation documents' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RemovePlanDialog', () => {
  it('asks onConfirm to remove the plan', async () => {
    const onConfirm = vi.fn();
    const { user } = renderAlone(
      <RemovePlanDialog plan={planDefinition()} pending={false} onConfirm={onConfirm} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove backup plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables Remove while the removal is pending', async () => {
    renderAlone(<RemovePlanDialog plan={planDefinition()} pending onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Remove backup plan' });
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
