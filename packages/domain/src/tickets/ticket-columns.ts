// The ticket list's column choices (spec 001, section 3, "Ticket column choices"). `agreement` joins
// with the PSA feature; until then it is not offered.
export const ticketColumnChoices = [
  'id',
  'priority',
  'severity',
  'description',
  'status',
  'requester',
  'summary',
  'organization',
  'location',
  'type',
  'source',
  'createTime',
  'totalTimeTracked',
  'totalTimeTrackedDecimal',
  'assignedAppUser',
  'solvedTime',
  'ticketForm',
  'lastUpdatedTimeByAssignee',
  'lastUpdatedTimeByRequester',
  'device',
  'lastUpdatedBy',
  'lastUpdated',
] as const;
export type TicketColumn = (typeof ticketColumnChoices)[number];

/** The columns a new ticket table shows before a technician changes its settings. */
export const defaultTicketColumns: readonly TicketColumn[] = [
  'id',
  'summary',
  'status',
  'priority',
  'organization',
  'requester',
  'assignedAppUser',
  'lastUpdated',
];

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];
