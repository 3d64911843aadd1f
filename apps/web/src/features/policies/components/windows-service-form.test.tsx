// The Windows-service condition form: serviceName required and checked on blur, the picker filled
// from the live lookup, and 'Windows Services could not load' when the lookup fails.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WindowsServiceFormValues } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceLookupState } from '../hooks/use-windows-services.ts';
import { WindowsServiceForm } from './windows-service-form.tsx';

const services = [
  { serviceName: 'Spooler', displayName: 'Print Spooler' },
  { serviceName: 'W32Time', displayName: 'Windows Time' },
];

function setup(lookup: ServiceLookupState, initial?: WindowsServiceFormValues) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <WindowsServiceForm id="svc" lookup={lookup} initial={initial} onSubmit={onSubmit} />
      <button type="submit" form="svc">
        Save
      </button>
    </>,
  );
  return { user, onSubmit };
}

describe('WindowsServiceForm', () => {
  it('says Required when the service name is left empty on blur, and not before', async () => {
    const { user } = setup({ status: 'idle', services: [] });
    const name = screen.getByLabelText('Service name');
    await user.click(name);
    expect(screen.queryByText('Required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'nginx');
    await user.tab();
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('refuses to submit without a service name and submits a typed one', async () => {
    const { user, onSubmit } = setup({ status: 'idle', services: [] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Service name'), '  nginx ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ serviceName: 'nginx', displayName: '' });
  });

  it("fills the name and display name from the device's services", async () => {
    const { user, onSubmit } = setup({ status: 'ready', services });
    const picker = screen.getByLabelText('Services on the device');
    expect(screen.getByRole('option', { name: 'Windows Time (W32Time)' })).toBeInTheDocument();
    await user.selectOptions(picker, 'W32Time');
    expect(screen.getByLabelText('Service name')).toHaveValue('W32Time');
    expect(screen.getByLabelText('Display name')).toHaveValue('Windows Time');
    expect(picker).toHaveValue('W32Time');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ serviceName: 'W32Time', displayName: 'Windows Time' }),
    );
  });

  it("shows 'Windows Services could not load' when the lookup fails, and the name can still be typed", async () => {
    const { user } = setup({ status: 'failed', services: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Windows Services could not load');
    expect(screen.getByLabelText('Services on the device')).toBeDisabled();
    await user.type(screen.getByLabelText('Service name'), 'Spooler');
    expect(screen.getByLabelText('Service name')).toHaveValue('Spooler');
  });

  it('shows the picker loading while the lookup runs, without the failure', () => {
    setup({ status: 'loading', services: [] });
    expect(screen.getByLabelText('Services on the device')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
