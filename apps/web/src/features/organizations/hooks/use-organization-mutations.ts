// Creating and editing organisations and their locations; each refreshes every organisation query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LocationInput, type OrganizationInput, organizationsApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { organizationsQueryKey } from './organization-query-keys.ts';

function useRefreshOrganizations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organizationsQueryKey });
}

export function useCreateOrganization() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: OrganizationInput) => apiCall(organizationsApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateOrganization() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrganizationInput }) =>
      apiCall(organizationsApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useCreateLocation() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ organizationId, body }: { organizationId: number; body: LocationInput }) =>
      apiCall(organizationsApi.createLocation, { params: { id: organizationId }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateLocation() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({
      organizationId,
      locationId,
      body,
    }: {
      organizationId: number;
      locationId: number;
      body: LocationInput;
    }) => apiCall(organizationsApi.updateLocation, { params: { id: organizationId, locationId }, body }),
    onSuccess: refresh,
  });
}

/** Saves an organisation: creates one without an id, else updates the one with that id. */
export function useSaveOrganization() {
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  return (id: number | undefined, body: OrganizationInput) =>
    id === undefined ? create.mutateAsync(body) : update.mutateAsync({ id, body });
}

/** Saves one of an organisation's locations: creates one without an id, else updates it. */
export function useSaveLocation(organizationId: number) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  return (locationId: number | undefined, body: LocationInput) =>
    locationId === undefined
      ? create.mutateAsync({ organizationId, body })
      : update.mutateAsync({ organizationId, locationId, body });
}
