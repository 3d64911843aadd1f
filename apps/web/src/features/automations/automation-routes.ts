// The automation pages' addresses: each type of rule has a list, and each rule an editor ('new'
// creates one). The address names the type in camel case, as the console's other routes do.
import type { AutomationType } from '@warden/domain';

export const typeSlugs: Record<AutomationType, string> = {
  EVENT_BASED: 'eventBased',
  TIME_BASED: 'timeBased',
  BOARD: 'board',
  RESPONSE_TEMPLATE: 'responseTemplate',
};

export function typeFromSlug(slug: string | undefined): AutomationType | null {
  const found = Object.entries(typeSlugs).find(([, s]) => s === slug);
  return (found?.[0] as AutomationType | undefined) ?? null;
}

export const automationListPath = (type: AutomationType) =>
  `/administration/apps/ticketing/automations/${typeSlugs[type]}`;

export const ruleEditorPath = (type: AutomationType, id: number | 'new') =>
  `/editor/automation/${typeSlugs[type]}/${id}`;
