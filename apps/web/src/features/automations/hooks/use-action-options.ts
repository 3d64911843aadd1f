// What the action dialogs pick from: the notification channels' brief list (spec 001 §7, failures
// reported as well as shown) and technicians by user id for assignee changes, a deleted one marked
// 'Technician deleted' so a rule that names one can still be read.
import { useQuery } from '@tanstack/react-query';
import { notificationsApi, PAGE_SIZES, usersApi } from '@warden/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { usePagedOptions } from '../../tickets/hooks/use-picker-options.ts';

export function useNotificationChannels() {
  const query = useQuery({
    queryKey: ['notification-channels', 'brief'],
    queryFn: ({ signal }) => apiCall(notificationsApi.brief, { signal }),
  });
  useEffect(() => {
    if (query.error) console.error('Error fetching notification channels', query.error);
  }, [query.error]);
  return query;
}

export function useAssigneeActionOptions(search: string) {
  const { t } = useTranslation('automations');
  return usePagedOptions(['action-technicians'], search, async (name, page, signal) => {
    const answer = await apiCall(usersApi.query, {
      query: { name: name || undefined, userType: 'TECHNICIAN', page, size: PAGE_SIZES.pickers },
      signal,
    });
    return {
      ...answer,
      results: answer.results.map((u) => ({
        value: u.id,
        label: u.deleted ? t('conditions.technicianDeleted', { name: u.displayName }) : u.displayName,
      })),
    };
  });
}
