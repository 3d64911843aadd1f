import { describe, expect, it } from 'vitest';
import { groupOfSearch, searchOfGroup } from './group-criteria.ts';

describe('group criteria as a device search', () => {
  it('turns a group into search text and filters, and back', () => {
    const group = {
      organizationId: 3,
      criteria: { name: 'web', nodeClass: ['LINUX_SERVER' as const], online: false },
    };
    const search = searchOfGroup(group);
    expect(search).toEqual({
      text: 'web',
      filters: { organizationId: 3, nodeClass: ['LINUX_SERVER'], online: false },
    });
    expect(groupOfSearch(search)).toEqual(group);
  });

  it('reads no organisation as every organisation and leaves blank criteria out', () => {
    expect(searchOfGroup({ organizationId: null, criteria: {} })).toEqual({ text: '', filters: {} });
    expect(groupOfSearch({ text: '  ', filters: { nodeClass: [] } })).toEqual({
      organizationId: null,
      criteria: {},
    });
    expect(groupOfSearch({ text: ' db ', filters: { lockhartEnabled: true } })).toEqual({
      organizationId: null,
      criteria: { name: ' db ', lockhartEnabled: true },
    });
  });
});
