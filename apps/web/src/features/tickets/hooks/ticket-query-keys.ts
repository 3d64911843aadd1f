// Query keys of the help desk, so a change can refresh exactly what shows it.
export const ticketsKey = ['tickets'] as const;
export const ticketKey = (id: number) => [...ticketsKey, 'ticket', id] as const;
export const ticketingConfigKey = ['ticketing-config'] as const;
