// The automation pages' addresses are in the console's route table and served by a page each.
import { automationTypes, findRoute } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { pages } from '../../app/pages.tsx';
import { automationListPath, ruleEditorPath, typeFromSlug } from './automation-routes.ts';

describe('automation routes', () => {
  it.each(automationTypes)('routes the %s list and editor to their pages', (type) => {
    const list = findRoute(automationListPath(type));
    const editor = findRoute(ruleEditorPath(type, 'new'));
    expect(list?.pattern).toBe('/administration/apps/ticketing/automations/:type');
    expect(editor?.pattern).toBe('/editor/automation/:type/:id');
    expect(editor?.editor).toBe(true);
    expect(pages[list!.pattern]).toBeDefined();
    expect(pages[editor!.pattern]).toBeDefined();
    expect(typeFromSlug(automationListPath(type).split('/').at(-1))).toBe(type);
  });

  it('knows no other type', () => {
    expect(typeFromSlug('other')).toBeNull();
  });
});
