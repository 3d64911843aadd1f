// Tickets, statuses and rules as the API answers them, for the help desk's page tests.
import { defaultTicketStatuses, type Ticket, type TicketStatus } from '@warden/domain';

export const statuses: TicketStatus[] = defaultTicketStatuses.map((status, position) => ({
  ...status,
  parentId: null,
  position,
  system: true,
  active: true,
}));

export function ticketFixture(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    summary: `Ticket ${id}`,
    description: 'Printer is jammed',
    status: { id: 2, name: 'Open', color: '#27ae60', parentId: null, solved: false },
    priority: 'HIGH',
    severity: 'NONE',
    type: 'QUESTION',
    parentTicketId: null,
    parentTicket: null,
    source: 'TECHNICIAN',
    organization: { id: 5, name: 'Acme', deleted: false },
    location: null,
    device: null,
    requesterUid: 'eu-1',
    requester: {
      uid: 'eu-1',
      id: 11,
      name: 'Rita Requester',
      email: 'rita@acme.test',
      kind: 'END_USER',
      deleted: false,
    },
    assignedAppUserId: null,
    assignedAppUser: null,
    ccList: { uids: [], emails: [] },
    ccPeople: [],
    tags: [],
    ticketForm: { id: 1, name: 'Default', active: true },
    attributes: [],
    createTime: '2026-02-01T09:00:00.000Z',
    lastUpdated: '2026-02-02T09:00:00.000Z',
    lastUpdatedBy: 'Ada Admin',
    lastUpdatedTimeByAssignee: null,
    lastUpdatedTimeByRequester: null,
    solvedTime: null,
    totalTimeTracked: 3900,
    totalTimeTrackedDecimal: 1.08,
    allowResponse: true,
    ...extra,
  };
}

export const paged = <T>(results: T[], totalElements = results.length) => ({
  results,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / 50)),
});
