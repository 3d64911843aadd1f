// The 'Insert table' dialog: 5 by 5 by default, rows 1-50 and columns 1-10, both required, Insert
// disabled otherwise; Insert hands over the payload (never a header row) and closes the dialog.
import '../test-support/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsertTableDialog } from './insert-table-dialog.tsx';

function setup() {
  const onInsert = vi.fn();
  const onOpenChange = vi.fn();
  const onOuterSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const user = userEvent.setup();
  render(
    <form onSubmit={onOuterSubmit}>
      <InsertTableDialog open onOpenChange={onOpenChange} onInsert={onInsert} />
    </form>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Insert table' });
  const rows = screen.getByRole('spinbutton', { name: 'Rows' });
  const columns = screen.getByRole('spinbutton', { name: 'Columns' });
  const insert = screen.getByRole('button', { name: 'Insert' });
  const retype = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.type(field, text);
  };
  return { onInsert, onOpenChange, onOuterSubmit, user, dialog, rows, columns, insert, retype };
}

describe('InsertTableDialog', () => {
  it('starts at 5 by 5 and inserts that', async () => {
    const { rows, columns, insert, user, onInsert, onOpenChange, onOuterSubmit } = setup();
    expect(rows).toHaveValue(5);
    expect(columns).toHaveValue(5);
    expect(rows).toBeRequired();
    expect(columns).toBeRequired();

    await user.click(insert);

    expect(onInsert).toHaveBeenCalledWith({ rows: 5, columns: 5, includeHeaders: false });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('allows 50 rows by 10 columns', async () => {
    const { rows, columns, insert, user, onInsert, retype } = setup();
    await retype(rows, '50');
    await retype(columns, '10');
    expect(insert).toBeEnabled();

    await user.click(insert);

    expect(onInsert).toHaveBeenCalledWith({ rows: 50, columns: 10, includeHeaders: false });
  });

  it('disables Insert for 51 rows and names the range', async () => {
    const { rows, insert, retype, onInsert, user } = setup();
    await retype(rows, '51');
    expect(insert).toBeDisabled();
    expect(await screen.findByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
    await user.type(rows, '{Enter}');
    expect(onInsert).not.toHaveBeenCalled();

    await retype(rows, '50');
    expect(insert).toBeEnabled();
  });

  it('disables Insert for 0 rows, 11 columns and a fraction', async () => {
    const { rows, columns, insert, retype } = setup();
    await retype(rows, '0');
    expect(insert).toBeDisabled();
    await retype(rows, '2');
    await retype(columns, '11');
    expect(insert).toBeDisabled();
    expect(await screen.findByText('Enter a whole number from 1 to 10')).toBeInTheDocument();
    await retype(columns, '2.5');
    expect(insert).toBeDisabled();
    await retype(columns, '0');
    expect(insert).toBeDisabled();
  });

  it('disables Insert while a field is empty, which reads Required', async () => {
    const { columns, insert, retype } = setup();
    await retype(columns, '');
    expect(insert).toBeDisabled();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('closes from Cancel without inserting', async () => {
    const { user, onInsert, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onInsert).not.toHaveBeenCalled();
  });
});
