// The demo's policy raises a real alert: the child policy's service condition ("Northwind sync
// service stopped") is evaluated by the demo devices' own agents, which find no such process and
// report it; the server raises the alert, and the console lists it at /systemDashboard/alerts.
import { alertsApi } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiAs } from '../support/api-as.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();
const CONDITION = 'Northwind sync service stopped';

describe("the demo's alert", () => {
  it('is raised on a demo device by its agent and shown at /systemDashboard/alerts', async () => {
    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const device = demo.workstation;
    // The agent evaluates its conditions as soon as its policy arrives; wait for the report to land.
    const alert = await vi.waitFor(
      async () => {
        const raised = await api.call(alertsApi.list, { query: { state: 'RAISED', deviceId: device.id } });
        const found = raised.results.find((a) => a.conditionName === CONDITION);
        if (!found) throw new Error(`no raised "${CONDITION}" alert on ${device.hostname} yet`);
        return found;
      },
      { timeout: 90_000, interval: 500 },
    );
    expect(alert).toMatchObject({
      deviceName: device.hostname,
      conditionType: 'SERVICE_STOPPED',
      severity: 'MAJOR',
      message: 'Service northwind-sync is stopped',
    });

    const { page, admin } = demo.browser;
    await signIn(page, admin.email, admin.password);
    await page.goto('/systemDashboard/alerts');
    const table = page.getByRole('main').getByRole('table', { name: 'Alerts' });
    const row = table.getByRole('row').filter({ hasText: CONDITION }).filter({ hasText: device.hostname });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Service northwind-sync is stopped');
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
