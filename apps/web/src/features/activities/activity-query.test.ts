// The activity table's arguments become the list query: filters, the range to the end of its last
// minute, sorting and paging.
import { describe, expect, it } from 'vitest';
import { activityQuery } from './activity-query.ts';

const base = { pageIndex: 0, pageSize: 50, search: '', sorting: [], filters: {} };

describe('activityQuery', () => {
  it('asks for the newest first when the table has no sorting', () => {
    expect(activityQuery(base)).toEqual({
      type: undefined,
      result: undefined,
      from: undefined,
      to: undefined,
      deviceId: undefined,
      technicianId: undefined,
      search: undefined,
      sortBy: 'createdAt',
      sortDirection: 'DESC',
      page: 0,
      size: 50,
    });
  });

  it('sends the filters, the device and technician by id, and the search', () => {
    const query = activityQuery({
      ...base,
      pageIndex: 2,
      search: 'docs',
      filters: {
        type: 'BACKUP',
        result: 'FAILURE',
        device: { id: 7, name: 'files-01' },
        technician: { id: 3, name: 'Ada Admin' },
      },
    });
    expect(query).toMatchObject({
      type: 'BACKUP',
      result: 'FAILURE',
      deviceId: 7,
      technicianId: 3,
      search: 'docs',
      page: 2,
    });
  });

  it('reads the range in local time and includes the whole last minute', () => {
    const query = activityQuery({ ...base, filters: { from: '2026-03-01T08:00', to: '2026-03-01T09:30' } });
    expect(query.from).toBe(new Date('2026-03-01T08:00').toISOString());
    expect(new Date(query.to!).getTime() - new Date('2026-03-01T09:30').getTime()).toBe(59_999);
    expect(activityQuery({ ...base, filters: { from: 'not a date' } }).from).toBeUndefined();
  });

  it('sorts by a sortable column in its direction and ignores other columns', () => {
    expect(activityQuery({ ...base, sorting: [{ id: 'deviceName', desc: false }] })).toMatchObject({
      sortBy: 'deviceName',
      sortDirection: 'ASC',
    });
    expect(activityQuery({ ...base, sorting: [{ id: 'message', desc: false }] })).toMatchObject({
      sortBy: 'createdAt',
      sortDirection: 'DESC',
    });
  });
});
