// Creating and editing technician roles. Role names show in the technician list, and the signed-in
// technician's own permissions may change, so both refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesApi, type TechnicianRoleInput } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { sessionQueryKey } from '../../auth/hooks/use-session.ts';
import { techniciansQueryKey } from '../../technicians/hooks/use-technicians.ts';
import { rolesQueryKey } from './use-technician-roles.ts';

function useRefreshRoles() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rolesQueryKey }),
      client.invalidateQueries({ queryKey: techniciansQueryKey }),
      client.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

export function useCreateRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (body: TechnicianRoleInput) => apiCall(rolesApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TechnicianRoleInput }) =>
      apiCall(rolesApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** Saves a role: creates one without an id, else updates the one with that id. */
export function useSaveRole() {
  const create = useCreateRole();
  const update = useUpdateRole();
  return (id: number | undefined, body: TechnicianRoleInput) =>
    id === undefined ? create.mutateAsync(body) : update.mutateAsync({ id, body });
}
