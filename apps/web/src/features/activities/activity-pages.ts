// The activity pages' `:page` segment: 'all', or one type of activity preset in the type filter.
import type { ActivityType } from '@warden/domain';

export const ALL_ACTIVITIES_PAGE = 'all';

const typePages: Record<string, ActivityType> = {
  scripts: 'SCRIPT',
  backup: 'BACKUP',
  restore: 'RESTORE',
  agent: 'AGENT',
};

/** The type a page presets; null for 'all'; undefined for a page that does not exist. */
export function pageType(page: string | undefined): ActivityType | null | undefined {
  if (page === ALL_ACTIVITIES_PAGE) return null;
  return page === undefined ? undefined : typePages[page];
}

export const systemActivitiesPath = `/systemDashboard/activities/${ALL_ACTIVITIES_PAGE}`;
export const customerActivitiesPath = (organizationId: number) =>
  `/customerDashboard/${organizationId}/activities/${ALL_ACTIVITIES_PAGE}`;
export const deviceActivitiesPath = (deviceId: number) =>
  `/deviceDashboard/${deviceId}/activities/${ALL_ACTIVITIES_PAGE}`;
export const administrationActivitiesPath = '/administration/general/activities';
