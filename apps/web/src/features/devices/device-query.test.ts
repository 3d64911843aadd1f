// The device query body built from the table's arguments, and the table page built from the answer.
import { describe, expect, it } from 'vitest';
import { deviceQueryBody, deviceTablePage } from './device-query.ts';
import { deviceFixture } from './testing/fixtures.ts';

const base = { pageIndex: 2, pageSize: 50, search: '', filters: {}, sorting: [] };

describe('deviceQueryBody', () => {
  it('sends page, size and filters, and leaves sorting to the server default', () => {
    expect(deviceQueryBody({ ...base, filters: { online: true } })).toEqual({
      online: true,
      page: 2,
      size: 50,
    });
  });

  it('sends a trimmed name only when there is one', () => {
    expect(deviceQueryBody({ ...base, search: '  pc ' }).name).toBe('pc');
    expect(deviceQueryBody({ ...base, search: '   ' })).not.toHaveProperty('name');
  });

  it('maps the sorted column to the server sort field and direction', () => {
    expect(deviceQueryBody({ ...base, sorting: [{ id: 'lastContact', desc: true }] })).toMatchObject({
      sortBy: 'lastContact',
      sortDirection: 'DESC',
    });
    expect(deviceQueryBody({ ...base, sorting: [{ id: 'location', desc: false }] })).not.toHaveProperty(
      'sortBy',
    );
  });
});

describe('deviceTablePage', () => {
  it('reads rows, page count and total from the paged answer', () => {
    const device = deviceFixture();
    expect(deviceTablePage({ results: [device], totalElements: 51, totalPages: 2 })).toEqual({
      data: [device],
      pageCount: 2,
      totalCount: 51,
    });
  });
});
