// Technicians offered for a support request's CC list (spec 000, section 6: users of type TECHNICIAN).
import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export function useTechnicianOptions() {
  return useQuery({
    queryKey: ['help', 'cc-technicians'],
    queryFn: ({ signal }) => apiCall(usersApi.query, { query: { userType: 'TECHNICIAN' }, signal }),
    select: (page) => page.results.filter((user) => !user.deleted),
    staleTime: 5 * 60_000,
  });
}
