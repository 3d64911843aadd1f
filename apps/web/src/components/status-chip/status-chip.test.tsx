import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './status-chip.tsx';

describe('StatusChip', () => {
  it.each([
    ['HEALTHY', 'Healthy', 'success'],
    ['UNHEALTHY', 'Unhealthy', 'danger'],
    ['NEEDS_ATTENTION', 'Needs attention', 'warning'],
    ['online', 'Online', 'success'],
    ['offline', 'Offline', 'neutral'],
    ['SOMETHING_ELSE', 'Unknown', 'neutral'],
    [null, 'Unknown', 'neutral'],
  ])('shows %s as "%s" with the %s colour', (status, text, tone) => {
    const { container } = render(<StatusChip status={status} />);
    const chip = screen.getByText(text);
    expect(chip).toHaveClass('status-chip', `status-chip--${tone}`);
    expect(container.querySelector('.status-chip__dot')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a caller label and tone', () => {
    render(<StatusChip status="online" label="Connected" tone="info" />);
    expect(screen.getByText('Connected')).toHaveClass('status-chip--info');
  });
});
