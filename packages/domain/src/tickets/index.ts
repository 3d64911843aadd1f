// The help desk's contracts: tickets, their activity, and the ticketing configuration.
export * from './mention-api.ts';
export * from './ticket-activity-schemas.ts';
export * from './ticket-columns.ts';
export * from './ticket-enums.ts';
export * from './ticket-schemas.ts';
export * from './ticketing-config-api.ts';
export * from './ticketing-config-schemas.ts';
export * from './tickets-api.ts';
