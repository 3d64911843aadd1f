import '../test-support/dom-polyfills.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowSelectCheckbox, SelectAllCheckbox, useSelectableRows } from './selectable-rows.tsx';
import type { SelectionMode } from './selection-state.ts';

interface Row {
  id: string;
  name: string;
  locked: boolean;
}
const rows: Row[] = [
  { id: '1', name: 'Alpha', locked: false },
  { id: '2', name: 'Bravo', locked: true },
  { id: '3', name: 'Charlie', locked: false },
];

function PlainTable({ initial = [], mode }: { initial?: string[]; mode?: SelectionMode }) {
  const [selected, setSelected] = useState<string[]>(initial);
  const selection = useSelectableRows({
    mode,
    rows,
    getRowId: (row) => row.id,
    isRowDisabled: (row) => row.locked,
    selected,
    onChange: setSelected,
  });
  return (
    <>
      <output aria-label="Selected">{selected.join(',')}</output>
      <table>
        <thead>
          <tr>
            <th>
              <SelectAllCheckbox {...selection.selectAll} />
            </th>
            <th>Name</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <RowSelectCheckbox
                  label={`Select ${row.name}`}
                  checked={selection.isSelected(row)}
                  disabled={selection.isDisabled(row)}
                  onCheckedChange={(checked) => selection.setRowSelected(row, checked)}
                />
              </td>
              <td>{row.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

describe('selectable rows', () => {
  it('cannot select a disabled row and explains why in a tooltip', async () => {
    const user = userEvent.setup();
    render(<PlainTable />);
    const locked = screen.getByRole('checkbox', { name: 'Select Bravo' });
    expect(locked).toBeDisabled();
    await user.click(locked);
    expect(screen.getByLabelText('Selected')).toHaveTextContent('');

    await user.hover(locked.closest('.row-select__disabled')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This item cannot be actioned');
  });

  it('shows the reason to keyboard users too', async () => {
    const user = userEvent.setup();
    render(<PlainTable />);
    await user.tab(); // select all
    await user.tab(); // Alpha
    await user.tab(); // wrapper of the locked row
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This item cannot be actioned');
  });

  it('select-all selects only the enabled rows and then clears them', async () => {
    const user = userEvent.setup();
    render(<PlainTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(all);
    expect(screen.getByLabelText('Selected')).toHaveTextContent('1,3');
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Bravo' })).toHaveAttribute('aria-checked', 'false');

    await user.click(all);
    expect(screen.getByLabelText('Selected')).toHaveTextContent('');
  });

  it('marks select-all as mixed when some enabled rows are selected', async () => {
    const user = userEvent.setup();
    render(<PlainTable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByLabelText('Selected')).toHaveTextContent('3,1');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  });

  it('select-one-only keeps one row: another replaces it, the same one again clears it', async () => {
    const user = userEvent.setup();
    render(<PlainTable mode="one" />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(screen.getByLabelText('Selected')).toHaveTextContent('1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    expect(screen.getByLabelText('Selected')).toHaveTextContent(/^3$/);
    await user.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    expect(screen.getByLabelText('Selected')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    expect(screen.getByLabelText('Selected')).toHaveTextContent(/^$/);
  });
});
