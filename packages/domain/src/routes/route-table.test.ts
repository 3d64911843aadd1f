import { describe, expect, it } from 'vitest';
import { expandPattern, findRoute, isEditorPath, matchRoute, routeTable } from './route-table.ts';

describe('route table', () => {
  it('expands alternatives', () => {
    expect(expandPattern('/a/{b|c}/:id')).toEqual(['/a/b/:id', '/a/c/:id']);
  });

  it('holds every route of the spec once', () => {
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of [
      '/systemDashboard/overview',
      '/deviceDashboard/:id/backup/:page',
      '/administration/apps/tenable',
      '/editor/report/:id?',
      '/nmsDashboard/*',
      '/administration/users/technicianRoles',
    ]) {
      expect(ids).toContain(p);
    }
  });

  it('matches parameters, optional parameters and splats', () => {
    expect(matchRoute('/deviceDashboard/:id/overview', '/deviceDashboard/12/overview')).toBe(true);
    expect(matchRoute('/editor/report/:id?', '/editor/report')).toBe(true);
    expect(matchRoute('/editor/report/:id?', '/editor/report/4')).toBe(true);
    expect(matchRoute('/reporting/*', '/reporting/a/b')).toBe(true);
    expect(matchRoute('/deviceDashboard/:id/overview', '/deviceDashboard/12/details')).toBe(false);
  });

  it('prefers the most specific route', () => {
    expect(findRoute('/editor/customer/3/backup/network-storage')?.pattern).toBe(
      '/editor/customer/:id/backup/network-storage',
    );
    expect(findRoute('/editor/customer/3/backup/plans')?.pattern).toBe('/editor/customer/:id/backup/*');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('knows editor routes', () => {
    expect(isEditorPath('/editor/policy/1')).toBe(true);
    expect(isEditorPath('/deviceSearch')).toBe(false);
  });
});
