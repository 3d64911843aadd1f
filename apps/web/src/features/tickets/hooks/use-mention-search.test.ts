// The ticket's mention services: search by query, and lookups by id gathered into one call per tick.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { useMentionServices } from './use-mention-search.ts';

const PATH = '/api/ticketing/ticket/:ticketId/mention-candidates';
const tech = (id: number) => ({
  id,
  uid: `u-${id}`,
  name: `Tech ${id}`,
  email: `t${id}@example.test`,
  deleted: id === 8,
  permitted: true,
});

describe('useMentionServices', () => {
  it('searches the ticket’s candidates by query', async () => {
    const api = mockApi({ [`GET ${PATH}`]: { body: [tech(1)] } });
    const { result } = renderHook(() => useMentionServices(42));
    expect(await result.current.searchMentions!('qu')).toEqual([tech(1)]);
    expect(api.calls[0]!.path).toBe('/api/ticketing/ticket/42/mention-candidates');
    expect(api.calls[0]!.query.get('query')).toBe('qu');
  });

  it('resolves the ids asked for together in one call, null for an unknown one', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: (call) => ({
        body: (call.query.get('ids') ?? '')
          .split(',')
          .map(Number)
          .filter((id) => id !== 9)
          .map(tech),
      }),
    });
    const { result } = renderHook(() => useMentionServices(42));
    const resolve = result.current.resolveMention!;
    const [a, b, c, again] = await Promise.all([resolve(7), resolve(8), resolve(9), resolve(7)]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.query.get('ids')).toBe('7,8,9');
    expect(a).toEqual(tech(7));
    expect(b).toMatchObject({ id: 8, deleted: true });
    expect(c).toBeNull();
    expect(again).toEqual(tech(7));
  });

  it('rejects the lookups of a failed call', async () => {
    mockApi({ [`GET ${PATH}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    const { result } = renderHook(() => useMentionServices(42));
    await expect(result.current.resolveMention!(7)).rejects.toThrow();
  });
});
