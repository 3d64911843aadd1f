// The prefix every device group query sits under, so a change refreshes the list, the group and its members.
export const deviceGroupsQueryKey = ['device-groups'] as const;
