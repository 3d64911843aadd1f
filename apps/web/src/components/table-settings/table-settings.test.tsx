import '../test-support/dom-polyfills.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TableSettings } from './table-settings.tsx';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'organization', label: 'Organization' },
  { id: 'os', label: 'Operating system' },
  { id: 'lastContact', label: 'Last contact' },
];

async function open(props: { visible: string[]; max?: number; onSave?: (ids: string[]) => void }) {
  const user = userEvent.setup();
  render(
    <TableSettings
      columns={columns}
      visibleColumnIds={props.visible}
      maxColumns={props.max}
      onSave={props.onSave ?? vi.fn()}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Table settings' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Table settings' }) };
}

describe('TableSettings', () => {
  it('saves the chosen columns in table order', async () => {
    const onSave = vi.fn();
    const { user, dialog } = await open({ visible: ['name'], onSave });
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Last contact' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Organization' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['name', 'organization', 'lastContact']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs at least one column before it can save', async () => {
    const { user, dialog } = await open({ visible: ['name'] });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Name' }));
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Select at least one column.')).toBeInTheDocument();
  });

  it('caps the column count at the maximum and warns', async () => {
    const { user, dialog } = await open({ visible: ['name'], max: 2 });
    expect(within(dialog).queryByText('This table has reached maximum amount of columns.')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Organization' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This table has reached maximum amount of columns.',
    );
    const os = within(dialog).getByRole('checkbox', { name: 'Operating system' });
    expect(os).toBeDisabled();
    await user.click(os);
    expect(os).toHaveAttribute('aria-checked', 'false');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Name' }));
    expect(os).toBeEnabled();
    expect(within(dialog).queryByText('This table has reached maximum amount of columns.')).toBeNull();
  });

  it('discards unsaved choices on Cancel', async () => {
    const onSave = vi.fn();
    const { user, dialog } = await open({ visible: ['name'], onSave });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Organization' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    expect(screen.getByRole('checkbox', { name: 'Organization' })).toHaveAttribute('aria-checked', 'false');
  });
});
