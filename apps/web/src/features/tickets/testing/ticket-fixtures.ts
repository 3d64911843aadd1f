// Tickets, statuses and rules as the API answers them, for the help desk's page tests.
import {
  type AutomationRule,
  defaultTicketStatuses,
  type Ticket,
  type TicketAttribute,
  type TicketStatus,
} from '@warden/domain';

export const statuses: TicketStatus[] = defaultTicketStatuses.map((status, position) => ({
  ...status,
  parentId: null,
  position,
  system: true,
  active: true,
}));

/** The custom dropdown the tests set on tickets and show on boards. */
export const contractAttribute: TicketAttribute = {
  id: 4,
  name: 'Contract',
  description: '',
  attributeType: 'DROPDOWN',
  content: { values: [{ id: 'gold', name: 'Gold' }] },
  active: true,
};

/** A rule of the type with no conditions, actions or type's settings but those given. */
export function ruleFixture(
  id: number,
  name: string,
  automationType: AutomationRule['automationType'],
  extra: Partial<AutomationRule> = {},
): AutomationRule {
  return {
    id,
    name,
    automationType,
    description: '',
    enabled: true,
    position: id,
    conditions: { all: [], any: [] },
    actions: [],
    conditionReset: null,
    retrigger: null,
    ticketCreate: null,
    board: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

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
