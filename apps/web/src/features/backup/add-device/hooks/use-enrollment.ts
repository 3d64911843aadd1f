// An organisation's enrolment command, and replacing its token (the old command stops working).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';

export const enrollmentKey = (organizationId: number) =>
  ['organizations', organizationId, 'enrollment'] as const;

export function useEnrollment(organizationId: number | undefined) {
  return useQuery({
    queryKey: enrollmentKey(organizationId ?? 0),
    queryFn: ({ signal }) => apiCall(agentApi.enrollment, { params: { id: organizationId! }, signal }),
    enabled: organizationId !== undefined,
  });
}

export function useRotateEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) =>
      apiCall(agentApi.rotateEnrollment, { params: { id: organizationId } }),
    onSuccess: (enrollment) => client.setQueryData(enrollmentKey(enrollment.organizationId), enrollment),
  });
}
