// The picker sources a ticket form hands its pickers, so the form components make no calls themselves.
import {
  useDeviceOptions,
  useLocationOptions,
  useOrganizationOptions,
  useProblemOptions,
  useRequesterOptions,
  useTechnicianOptions,
} from './use-picker-options.ts';

export const ticketPickerSources = {
  organizations: (search: string) => useOrganizationOptions(search),
  locations: (organizationId: number | null) => (search: string) =>
    useLocationOptions(search, organizationId),
  devices: (organizationId: number | null) => (search: string) => useDeviceOptions(search, organizationId),
  requesters: (organizationId: number | null) => (search: string) =>
    useRequesterOptions(search, organizationId),
  technicians: (search: string) => useTechnicianOptions(search),
  problems: (search: string) => useProblemOptions(search, true),
};
export type TicketPickerSources = typeof ticketPickerSources;
