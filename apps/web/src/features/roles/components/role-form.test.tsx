// The role form sends through the caller's save, so the page or dialog that shows it chooses the call.
import '../../../components/test-support/dom-polyfills.ts';
import { screen, waitFor } from '@testing-library/react';
import type { TechnicianRole, TechnicianRoleInput } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../technicians/testing/render-page.tsx';
import { RoleForm } from './role-form.tsx';

const saved = (body: TechnicianRoleInput): TechnicianRole => ({
  id: 9,
  roleType: body.roleType ?? 'technician',
  name: body.name,
  description: body.description ?? '',
  system: false,
  permissions: body.permissions,
  allOrganizations: body.allOrganizations,
  organizationIds: body.organizationIds,
  technicianCount: 0,
});

describe('RoleForm', () => {
  it('hands a new role of the given type to onSave, then toasts and calls onDone', async () => {
    const onSave = vi.fn(async (body: TechnicianRoleInput) => saved(body));
    const onDone = vi.fn();
    const { user } = renderPage(
      <RoleForm roleType="endUser" onSave={onSave} onDone={onDone} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Night shift');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Night shift',
        roleType: 'endUser',
        allOrganizations: true,
        organizationIds: [],
      }),
    );
    expect(await screen.findByText(/Night shift/)).toBeInTheDocument();
  });

  it('keeps the form open with the server message when onSave fails', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('offline');
    });
    const onDone = vi.fn();
    const { user } = renderPage(<RoleForm onSave={onSave} onDone={onDone} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Helpdesk');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
