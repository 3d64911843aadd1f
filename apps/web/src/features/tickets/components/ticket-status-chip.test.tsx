// The ticket status chip: the status name with a dot in the status's colour, and no colour from a
// value that is not a hex colour.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketStatusChip } from './ticket-status-chip.tsx';

describe('TicketStatusChip', () => {
  it('shows the status name with its colour indicator', () => {
    render(<TicketStatusChip status={{ id: 3, name: 'Waiting', color: '#f2994a' }} />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByTestId('status-colour')).toHaveStyle({ background: '#f2994a' });
  });

  it('ignores a colour that is not a hex value', () => {
    render(<TicketStatusChip status={{ id: 101, name: 'Custom', color: 'red;position:fixed' }} />);
    expect(screen.getByTestId('status-colour').getAttribute('style')).toBeNull();
  });
});
