import '../test-support/dom-polyfills.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { act, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ServerTable,
  type ServerTableFetchArgs,
  type ServerTableProps,
  type ServerTableResult,
} from './server-table.tsx';

interface Device {
  id: string;
  name: string;
  status: string;
}
interface Filters {
  status?: string;
}

const columns: ColumnDef<Device, string>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'status', accessorKey: 'status', header: 'Status', enableSorting: false },
];

function devices(prefix: string, count: number): Device[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    name: `${prefix} ${i}`,
    status: 'ok',
  }));
}

function page(data: Device[], pageCount = 1, totalCount = data.length): ServerTableResult<Device> {
  return { data, pageCount, totalCount };
}

/** A fetch whose answers the test releases one by one, in any order. */
function controllableFetch() {
  const calls: Array<{
    args: ServerTableFetchArgs<Filters>;
    resolve: (r: ServerTableResult<Device>) => void;
    reject: (e: unknown) => void;
  }> = [];
  const fetchData = vi.fn(
    (args: ServerTableFetchArgs<Filters>) =>
      new Promise<ServerTableResult<Device>>((resolve, reject) => {
        calls.push({ args, resolve, reject });
      }),
  );
  return { fetchData, calls };
}

type DeviceTableProps = Omit<
  ServerTableProps<Device, Filters>,
  'ariaLabel' | 'queryKey' | 'columns' | 'getRowId'
>;

/** The table under test, over devices, with the props every test shares. */
function DeviceTable(props: DeviceTableProps) {
  return (
    <ServerTable<Device, Filters>
      ariaLabel="Devices"
      queryKey={['devices']}
      columns={columns}
      getRowId={(d) => d.id}
      {...props}
    />
  );
}

/** The table keeps its pages in TanStack Query's cache; each test starts with an empty one. */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The table over a controllable fetch, showing page 1 ('first 0') of two. */
async function showFirstOfTwoPages() {
  const { fetchData, calls } = controllableFetch();
  const user = userEvent.setup();
  render(<DeviceTable fetchData={fetchData} />);
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => calls[0]!.resolve(page(devices('first', 1), 2, 2)));
  await screen.findByText('first 0');
  return { calls, user };
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Devices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
}

describe('ServerTable', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('pages through the server results and shows the page and total', async () => {
    const fetchData = vi.fn(async (args: ServerTableFetchArgs<Filters>) =>
      page(devices(`p${args.pageIndex}`, 2), 3, 6),
    );
    const user = userEvent.setup();
    render(<DeviceTable fetchData={fetchData} pageSize={2} />);
    expect(await screen.findByText('p0 0')).toBeInTheDocument();
    expect(fetchData).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, pageSize: 2, search: '', sorting: [], filters: {} }),
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('6 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('p1 0')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('p2 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('p0 0')).toBeInTheDocument();
    expect(fetchData.mock.calls.map(([args]) => args.pageIndex)).toEqual([0, 1, 2, 0]);
  });

  it('searches only after 400 ms without typing, with the text trimmed', async () => {
    const fetchData = vi.fn(async () => page(devices('d', 1)));
    render(<DeviceTable fetchData={fetchData} />);
    await screen.findByText('d 0');
    expect(fetchData).toHaveBeenCalledTimes(1);

    // user-event waits on real timers between keys, so the typing is fired directly under fake timers.
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' we' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetchData).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: ' web ' } });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(fetchData).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchData).toHaveBeenCalledTimes(2);
    expect(fetchData).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'web', pageIndex: 0 }));
  });

  it('discards an earlier answer that arrives after a newer one', async () => {
    const { calls, user } = await showFirstOfTwoPages();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.args.signal.aborted).toBe(true);

    await act(async () => calls[2]!.resolve(page(devices('newest', 1), 2, 2)));
    await screen.findByText('newest 0');
    await act(async () => calls[1]!.resolve(page(devices('stale', 1), 2, 2)));
    expect(rowNames()).toEqual(['newest 0']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('keeps its pages in the query cache, so a page seen before shows again at once', async () => {
    const { calls, user } = await showFirstOfTwoPages();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve(page(devices('second', 1), 2, 2)));
    await screen.findByText('second 0');

    // Back on page 1 the cached rows show while they are fetched again, not page 2's rows.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(rowNames()).toEqual(['first 0']);
  });

  it('shows the error with a Retry button, reports it, and loads again on retry', async () => {
    const failure = new Error('Devices could not be listed');
    const fetchData = vi
      .fn<(args: ServerTableFetchArgs<Filters>) => Promise<ServerTableResult<Device>>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(page(devices('d', 1)));
    const user = userEvent.setup();
    render(<DeviceTable fetchData={fetchData} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Devices could not be listed');
    expect(console.error).toHaveBeenCalledWith(failure);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('d 0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner while loading and the empty message when nothing matches', async () => {
    const { fetchData, calls } = controllableFetch();
    render(<DeviceTable fetchData={fetchData} emptyMessage="No devices found" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve(page([], 0, 0)));
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends the sorting arguments when a sortable header is clicked', async () => {
    const fetchData = vi.fn(async (args: ServerTableFetchArgs<Filters>) =>
      page(devices(`p${args.pageIndex}`, 1), 2, 2),
    );
    const user = userEvent.setup();
    render(<DeviceTable fetchData={fetchData} initialSorting={[{ id: 'name', desc: false }]} />);
    await screen.findByText('p0 0');
    expect(fetchData).toHaveBeenLastCalledWith(
      expect.objectContaining({ sorting: [{ id: 'name', desc: false }] }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('p1 0');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(fetchData).toHaveBeenLastCalledWith(
        expect.objectContaining({ sorting: [{ id: 'name', desc: true }], pageIndex: 0 }),
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('goes back to page 0 when the filters change', async () => {
    const fetchData = vi.fn(async (args: ServerTableFetchArgs<Filters>) =>
      page(devices(`${args.filters.status ?? 'all'}${args.pageIndex}`, 1), 3, 3),
    );
    function Harness() {
      const [filters, setFilters] = useState<Filters>({});
      return (
        <DeviceTable
          fetchData={fetchData}
          filters={filters}
          filterBar={
            <button type="button" onClick={() => setFilters({ status: 'offline' })}>
              Offline only
            </button>
          }
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByText('all0 0');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('all1 0');

    await user.click(screen.getByRole('button', { name: 'Offline only' }));
    expect(await screen.findByText('offline0 0')).toBeInTheDocument();
    expect(fetchData).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, filters: { status: 'offline' } }),
    );
    expect(fetchData.mock.calls.map(([args]) => args.pageIndex)).toEqual([0, 1, 0]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('selects enabled rows only and runs row actions without triggering the row click', async () => {
    const rows: Device[] = [
      { id: 'a', name: 'Alpha', status: 'ok' },
      { id: 'b', name: 'Bravo', status: 'locked' },
      { id: 'c', name: 'Charlie', status: 'ok' },
    ];
    const onRowClick = vi.fn();
    const onRestart = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <>
          <output aria-label="Selected ids">{selected.join(',')}</output>
          <DeviceTable
            fetchData={async () => page(rows)}
            onRowClick={onRowClick}
            selection={{ selected, onChange: setSelected, isRowDisabled: (d) => d.status === 'locked' }}
            rowActions={[
              { id: 'restart', label: 'Restart', onSelect: onRestart },
              { id: 'delete', label: 'Delete', onSelect: vi.fn(), hidden: (d) => d.id === 'a' },
            ]}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByText('Alpha');

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByLabelText('Selected ids')).toHaveTextContent('a,c');
    expect(onRowClick).not.toHaveBeenCalled();

    await user.click(screen.getByText('Bravo'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);

    const alphaRow = screen.getByText('Alpha').closest('tr')!;
    await user.click(within(alphaRow).getByRole('button', { name: 'Row actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Restart' }));
    expect(onRestart).toHaveBeenCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});
