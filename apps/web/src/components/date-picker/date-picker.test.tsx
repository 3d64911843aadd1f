// Date picker: spec 000 §5, dates before today are refused unless past dates are allowed.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.tsx';

const today = new Date(2025, 5, 15, 9, 30);

function Harness({ allowPast, onValueChange }: { allowPast?: boolean; onValueChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DatePicker
      label="Run on"
      value={value}
      today={today}
      allowPast={allowPast}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('refuses a date before today with a message, and takes today or later', () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const field = screen.getByLabelText('Run on');
    expect(field).toHaveAttribute('min', '2025-06-15');

    fireEvent.change(field, { target: { value: '2025-06-14' } });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Choose today or a later date');

    fireEvent.change(field, { target: { value: '2025-06-15' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2025-06-15');
    expect(field).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(field, { target: { value: '2026-01-01' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-01');
  });

  it('takes a past date when past dates are allowed', () => {
    const onValueChange = vi.fn();
    render(<Harness allowPast onValueChange={onValueChange} />);
    const field = screen.getByLabelText('Run on');
    expect(field).not.toHaveAttribute('min');
    fireEvent.change(field, { target: { value: '2020-02-29' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2020-02-29');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });
});
