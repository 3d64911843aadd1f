// A script run on the demo's real Linux workstation from the console: a shell script with typed
// variables, created through the API, run from the device's page, and its output seen live while it
// still runs (the script waits for a file the test writes into the device's root), then its end.
import fs from 'node:fs';
import path from 'node:path';
import { deviceGroupsApi, scheduledTasksApi, scriptRunApi, scriptsApi } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api-as.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();

describe('script runs on the demo', () => {
  it('runs a shell script with typed variables on the workstation and streams its output', async () => {
    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const gate = `script-run-gate-${Date.now()}`;
    await api.call(scriptsApi.create, {
      body: {
        name: `Greet and count ${gate}`,
        language: 'SHELL',
        operatingSystems: ['LINUX'],
        timeoutSeconds: 120,
        // Starts in the device's root folder; waits there for the test's go-ahead, so the first line
        // can only have reached the console while the script was still running.
        body: [
          'echo "hello $greeting"',
          `while [ ! -f ${gate} ]; do sleep 0.2; done`,
          'echo "twice $((repeat * 2))"',
        ].join('\n'),
        variables: [
          { name: 'Greeting', type: 'TEXT', required: true },
          { name: 'Repeat', type: 'INTEGER', required: true },
        ],
      },
    });
    const gateFile = path.join(demo.workstation.root, gate);

    const { page, admin } = demo.browser;
    try {
      await signIn(page, admin.email, admin.password);
      await page.goto(`/deviceDashboard/${demo.workstation.id}/overview`);
      await page.getByRole('button', { name: 'Run script', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Run a script on 1 device' });
      await dialog.getByLabel('Search scripts').fill(gate);
      await dialog.getByRole('radio', { name: new RegExp(gate) }).check();
      await dialog.getByLabel('Greeting').fill('world');
      // The INTEGER field keeps digits only.
      await dialog.getByLabel('Repeat').fill('2x1');
      expect(await dialog.getByLabel('Repeat').inputValue()).toBe('21');
      await dialog.getByRole('button', { name: 'Run', exact: true }).click();

      await page.waitForURL(new RegExp(`/deviceDashboard/${demo.workstation.id}/scripts/\\d+$`));
      const output = page.getByTestId('run-output');
      const status = page.getByTestId('run-status');
      await output.getByText('hello world').waitFor({ timeout: 30_000 });
      expect(await status.textContent()).toBe('Running');
      expect(await output.textContent()).not.toContain('twice');

      fs.writeFileSync(gateFile, '');
      await output.getByText('twice 42').waitFor({ timeout: 30_000 });
      await status.getByText('Succeeded').waitFor();
      expect(await page.getByTestId('run-exit-code').textContent()).toBe('0');
      expect(demo.browser.pageErrors).toEqual([]);
    } finally {
      fs.rmSync(gateFile, { force: true });
    }
  });
});

describe('the demo’s scripting', () => {
  it('has a device group of its workstation, a nightly task on it, and a disk check run by both agents', async () => {
    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const groups = await api.call(deviceGroupsApi.list, { query: { name: 'Linux workstations' } });
    const group = groups.results.find((g) => g.name === 'Linux workstations');
    expect(group).toBeDefined();
    const members = await api.call(deviceGroupsApi.members, { params: { id: group!.id }, query: {} });
    expect(members.results.map((d) => d.id)).toEqual([demo.workstation.id]);

    const tasks = await api.call(scheduledTasksApi.list, { query: {} });
    expect(tasks.results.map((t) => t.name)).toContain('Nightly disk check');

    for (const device of [demo.workstation, demo.fileServer]) {
      const runs = await api.call(scriptRunApi.list, { query: { deviceId: device.id } });
      const check = runs.results.find((r) => r.scriptName === 'Disk usage report');
      // It ran and exited: 0, or 1 on a machine with a file system over 95 % full.
      expect(check?.status).toMatch(/^(SUCCEEDED|FAILED)$/);
      expect([0, 1]).toContain(check?.exitCode);
    }
  });
});
