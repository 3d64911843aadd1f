// Creating and changing technicians. Either refreshes the lists and the roles' technician counts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TechnicianCreate, type TechnicianUpdate, techniciansApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { sessionQueryKey } from '../../auth/hooks/use-session.ts';
import { rolesQueryKey } from '../../roles/hooks/use-technician-roles.ts';
import { techniciansQueryKey } from './use-technicians.ts';

function useRefreshTechnicians() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: techniciansQueryKey }),
      client.invalidateQueries({ queryKey: rolesQueryKey }),
    ]);
}

export function useCreateTechnician() {
  const refresh = useRefreshTechnicians();
  return useMutation({
    mutationFn: (body: TechnicianCreate) => apiCall(techniciansApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateTechnician() {
  const client = useQueryClient();
  const refresh = useRefreshTechnicians();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TechnicianUpdate }) =>
      apiCall(techniciansApi.update, { params: { id }, body }),
    // Editing oneself can change the name and role the session shows.
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
