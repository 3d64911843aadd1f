import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckedState } from './checkbox.tsx';

function Harness({ initial, disabled = false }: { initial: CheckedState; disabled?: boolean }) {
  const [checked, setChecked] = useState<CheckedState>(initial);
  return <Checkbox label="Notify me" checked={checked} onCheckedChange={setChecked} disabled={disabled} />;
}

describe('Checkbox', () => {
  it('toggles by clicking the box or its label', async () => {
    const user = userEvent.setup();
    render(<Harness initial={false} />);
    const box = screen.getByRole('checkbox', { name: 'Notify me' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Notify me'));
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the indeterminate state as mixed and becomes checked when clicked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="All rows" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'All rows' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('ignores clicks when disabled and can keep its label for assistive technology only', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox label="Hidden label" hideLabel checked={false} disabled onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Hidden label' });
    expect(screen.queryByText('Hidden label')).not.toBeInTheDocument();
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
