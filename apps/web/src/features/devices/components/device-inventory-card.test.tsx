// The device's inventory card: every field of the agent's report with when it was reported, the
// wording before any report, and the error when the inventory cannot load.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { DeviceInventoryCard } from './device-inventory-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const inventory = {
  hostname: 'web-01',
  osName: 'Debian GNU/Linux 12 (bookworm)',
  kernel: 'Linux 6.1.0-18-amd64',
  cpuModel: 'AMD EPYC 7B13',
  cpuCores: 4,
  memoryTotalBytes: 8 * 1024 ** 3,
  disks: [
    { mount: '/', sizeBytes: 100 * 1024 ** 3, freeBytes: 25 * 1024 ** 3 },
    { mount: '/srv', sizeBytes: 2 * 1024 ** 4, freeBytes: 1024 ** 4 },
  ],
  ipv4: ['10.0.0.5', '192.168.1.20'],
  ipv6: [],
  uptimeSeconds: 2 * 86_400 + 3 * 3600 + 4 * 60,
  lastBootAt: '2026-03-01T08:00:00.000Z',
};

const show = () => renderRoute('/d/:id', '/d/7', <DeviceInventoryCard deviceId={7} />);
const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('DeviceInventoryCard', () => {
  it('shows each field of the latest inventory and when it was reported', async () => {
    const reportedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const api = mockApi({ 'GET /api/devices/7/inventory': { body: { inventory, reportedAt } } });
    show();

    const card = await screen.findByRole('region', { name: 'Inventory' });
    expect(await within(card).findByText('Last reported 5 minutes ago')).toHaveAttribute(
      'datetime',
      reportedAt,
    );
    expect(value('Hostname')).toHaveTextContent('web-01');
    expect(value('Operating system')).toHaveTextContent('Debian GNU/Linux 12 (bookworm)');
    expect(value('Kernel')).toHaveTextContent('Linux 6.1.0-18-amd64');
    expect(value('Processor')).toHaveTextContent('AMD EPYC 7B13 (4 cores)');
    expect(value('Memory')).toHaveTextContent('8 GB');
    expect(
      within(value('Disks') as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/: 25 GB free of 100 GB', '/srv: 1 TB free of 2 TB']);
    expect(value('IPv4 addresses')).toHaveTextContent('10.0.0.5, 192.168.1.20');
    expect(value('IPv6 addresses')).toHaveTextContent('None');
    expect(value('Uptime')).toHaveTextContent('2 d 3 h 4 min');
    expect(value('Last boot')?.querySelector('time')).toHaveAttribute('datetime', inventory.lastBootAt);
    expect(api.callsTo('GET', '/api/devices/7/inventory')).toHaveLength(1);
  });

  it('says so when the agent has not reported yet', async () => {
    mockApi({ 'GET /api/devices/7/inventory': { body: { inventory: null, reportedAt: null } } });
    show();
    expect(await screen.findByText('No inventory has been reported yet.')).toBeInTheDocument();
  });

  it('shows why the inventory could not load', async () => {
    mockApi({
      'GET /api/devices/7/inventory': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database down' } },
      },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the inventory: Database down');
  });
});
