import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area.tsx';

function Harness({ maxLength, error }: { maxLength?: number; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextArea label="Notes" value={value} onValueChange={setValue} maxLength={maxLength} error={error} />
  );
}

describe('TextArea', () => {
  it('allows 250 characters by default and counts them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('maxlength', '250');
    expect(box).toHaveAccessibleDescription('0/250');
    await user.type(box, 'Hello');
    expect(screen.getByText('5/250')).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(300));
    expect(box).toHaveValue(`Hello${'x'.repeat(245)}`);
    expect(screen.getByText('250/250')).toBeInTheDocument();
  });

  it('takes another maximum and shows an error', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={10} error="Notes are required" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(box, 'abcdefghijkl');
    expect(box).toHaveValue('abcdefghij');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('10/10 Notes are required');
  });
});
