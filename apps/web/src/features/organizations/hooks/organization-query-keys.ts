// The prefix every organisation query sits under, so a change refreshes lists, pickers and details
// together.
export const organizationsQueryKey = ['organizations'] as const;
