// The help desk's fixed lists: ticket types, sources, priorities and severities (docs/helpdesk.md says why
// these values), and the default statuses every installation starts with.
export const ticketTypes = ['PROBLEM', 'QUESTION', 'INCIDENT', 'TASK'] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketSources = ['EMAIL', 'TECHNICIAN', 'END_USER', 'AUTOMATION', 'API'] as const;
export type TicketSource = (typeof ticketSources)[number];

export const ticketPriorities = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export const ticketSeverities = ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'] as const;
export type TicketSeverity = (typeof ticketSeverities)[number];

/** Who made a change: a technician in the console, a requester by e-mail, a rule, or the system. */
export const actorKinds = ['TECHNICIAN', 'END_USER', 'EMAIL', 'AUTOMATION', 'SYSTEM'] as const;
export type ActorKind = (typeof actorKinds)[number];

/** Requesters who are not technicians: end users and contacts of an organisation. */
export const requesterKinds = ['END_USER', 'CONTACT'] as const;
export type RequesterKind = (typeof requesterKinds)[number];

/**
 * The statuses an installation starts with, by fixed id so rules can name them. Resolved and Closed
 * count as solved (solvedTime is set on entering either).
 */
export const defaultTicketStatuses = [
  { id: 1, name: 'New', color: '#2f80ed', solved: false },
  { id: 2, name: 'Open', color: '#27ae60', solved: false },
  { id: 3, name: 'Waiting', color: '#f2994a', solved: false },
  { id: 4, name: 'Paused', color: '#9b51e0', solved: false },
  { id: 5, name: 'Resolved', color: '#56ccf2', solved: true },
  { id: 6, name: 'Closed', color: '#828282', solved: true },
] as const;
export const NEW_STATUS_ID = 1;
