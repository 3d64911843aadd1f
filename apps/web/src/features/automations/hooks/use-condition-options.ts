// The paged, searchable option sources of condition values (spec 001 §7: 50 a page): organisations and
// locations with their deleted flag, and people by uid, since conditions name users by uid.
import { organizationsApi, PAGE_SIZES, type UserType, usersApi } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { usePagedOptions, useRequesterOptions } from '../../tickets/hooks/use-picker-options.ts';

const size = PAGE_SIZES.pickers;

export function useOrganizationConditionOptions(search: string) {
  return usePagedOptions(['condition-organizations'], search, async (name, page, signal) => {
    const answer = await apiCall(organizationsApi.query, {
      query: { name: name || undefined, page, size },
      signal,
    });
    return {
      ...answer,
      results: answer.results.map((o) => ({ value: o.id, label: o.name, deleted: o.deleted })),
    };
  });
}

export function useLocationConditionOptions(search: string) {
  return usePagedOptions(['condition-locations'], search, async (name, page, signal) => {
    const answer = await apiCall(organizationsApi.queryLocations, {
      query: { name: name || undefined, page, size },
      signal,
    });
    return {
      ...answer,
      results: answer.results.map((l) => ({
        value: l.id,
        label: `${l.name} (${l.organizationName})`,
        deleted: l.deleted,
      })),
    };
  });
}

/**
 * Users by uid. A deleted user stays listed with 'Technician deleted', so a rule that names one can be
 * read; the save then refuses it with 'Must not contain deleted users'.
 */
export function useUserConditionOptions(search: string, userType?: UserType) {
  const { t } = useTranslation('automations');
  return usePagedOptions<string>(['condition-users', userType], search, async (name, page, signal) => {
    const answer = await apiCall(usersApi.query, {
      query: { name: name || undefined, userType, page, size },
      signal,
    });
    return {
      ...answer,
      results: answer.results.map((u) => ({
        value: u.uid,
        label: u.deleted ? t('conditions.technicianDeleted', { name: u.displayName }) : u.displayName,
      })),
    };
  });
}

export const conditionSources = {
  organization: useOrganizationConditionOptions,
  location: useLocationConditionOptions,
  assignee: (search: string) => useUserConditionOptions(search, 'TECHNICIAN'),
  requester: (search: string) => useRequesterOptions(search, null),
  updated_by: (search: string) => useUserConditionOptions(search),
};
