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
