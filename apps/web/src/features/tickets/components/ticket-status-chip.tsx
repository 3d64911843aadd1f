// A ticket status as the spec's status chip: the status name beside a dot in the status's own colour.
import type { Ticket } from '@warden/domain';

export type TicketStatusRef = Pick<Ticket['status'], 'id' | 'name' | 'color'>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function TicketStatusChip({ status }: { status: TicketStatusRef }) {
  // A colour that is not a hex value (an older record, a typo) must not reach the style attribute.
  const color = HEX_COLOR.test(status.color) ? status.color : undefined;
  return (
    <span className="status-chip ticket-status-chip" data-status-id={status.id}>
      <span
        className="status-chip__dot"
        data-testid="status-colour"
        aria-hidden="true"
        style={color ? { background: color } : undefined}
      />
      {status.name}
    </span>
  );
}
