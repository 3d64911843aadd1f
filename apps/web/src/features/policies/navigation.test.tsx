// Where the policy, device-role and approval pages are reached from: the left navigation (by
// permission) and the organisation's tabs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeftNav } from '../../app/shell/left-nav.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { renderPage } from '../technicians/testing/render-page.tsx';

describe('navigation to policies, device roles and approvals', () => {
  it('lists them in the left navigation for a technician who may use them', () => {
    renderPage(<LeftNav />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Node approvals' })).toHaveAttribute(
      'href',
      '/systemDashboard/approvals/pending',
    );
    expect(within(nav).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/administration/policies/agent',
    );
    expect(within(nav).getByRole('link', { name: 'Device roles' })).toHaveAttribute(
      'href',
      '/administration/devices/roles',
    );
  });

  it('leaves out approvals and policies without their permissions', () => {
    renderPage(<LeftNav />, { permissions: ['canManageDevices'] });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Node approvals' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Policies' })).toBeNull();
  });

  it("adds an approvals tab to the organisation's tabs", () => {
    renderPage(<CustomerTabsNav organizationId={3} name="Contoso" />);
    expect(screen.getByRole('link', { name: 'Node approvals' })).toHaveAttribute(
      'href',
      '/customerDashboard/3/approvals/pending',
    );
  });
});
