import '../test-support/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

function Harness({
  initial = '',
  onReport,
}: {
  initial?: string;
  onReport: (v: string, ok: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        label="Phone"
        value={value}
        onValueChange={(next, valid) => {
          setValue(next);
          onReport(next, valid);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('PhoneInput', () => {
  it('reads numbers as United States numbers by default and reports them in E.164 form', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('US +1');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(201) 555-0123');
    expect(onReport).toHaveBeenLastCalledWith('+12015550123', true);
    await user.tab();
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
  });

  it('shows "Invalid phone number" for an invalid number once the field is left', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    const box = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(box, '12345');
    expect(onReport).toHaveBeenLastCalledWith('12345', false);
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Invalid phone number');
  });

  // The list holds every country, which jsdom renders and queries slowly.
  it('validates against the chosen country', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '020 7946 0958');
    expect(onReport).toHaveBeenLastCalledWith('020 7946 0958', false);

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom +44' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('GB +44');
    expect(onReport).toHaveBeenLastCalledWith('+442079460958', true);
  });

  it('shows a number given from outside and follows a reset', async () => {
    const user = userEvent.setup();
    render(<Harness initial="+442079460958" onReport={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Phone' });
    expect(box).toHaveValue('020 7946 0958');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('GB +44');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('');
  });
});
