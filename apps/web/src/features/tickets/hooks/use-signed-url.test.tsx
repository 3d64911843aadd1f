import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { useContentIdResolver, useSignedUrlFetcher } from './use-signed-url.ts';

const byId = '/api/attachments/attachment/:id/signed-url';
const byContentId = '/api/attachments/attachment/content-id/:id/signed-url';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  // Only the clock is fake: the query cache measures staleness with Date.now().
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSignedUrlFetcher', () => {
  it('calls the API once for the same attachment within 55 s, and again after', async () => {
    let issued = 0;
    const api = mockApi({
      [`GET ${byId}`]: (call) => ({ body: { signedUrl: `${call.path}?n=${++issued}` } }),
    });
    const { result } = renderHook(() => useSignedUrlFetcher(), { wrapper: wrapper() });
    const calls = () => api.calls.filter((c) => c.path === '/api/attachments/attachment/7/signed-url');

    const first = await result.current(7);
    expect(first).toBe('/api/attachments/attachment/7/signed-url?n=1');
    vi.setSystemTime(new Date('2026-01-01T00:00:54Z'));
    expect(await result.current(7)).toBe(first);
    expect(calls()).toHaveLength(1);

    expect(await result.current(8)).toBe('/api/attachments/attachment/8/signed-url?n=2');

    vi.setSystemTime(new Date('2026-01-01T00:00:56Z'));
    expect(await result.current(7)).toBe('/api/attachments/attachment/7/signed-url?n=3');
    expect(calls()).toHaveLength(2);
  });

  it('rejects when the server refuses the link', async () => {
    mockApi({ [`GET ${byId}`]: errorAnswer(404, 'NOT_FOUND', 'Attachment not found') });
    const { result } = renderHook(() => useSignedUrlFetcher(), { wrapper: wrapper() });
    await expect(result.current(9)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('useContentIdResolver', () => {
  it('answers the signed link by content id, cached for 55 s', async () => {
    const api = mockApi({ [`GET ${byContentId}`]: { body: { signedUrl: '/signed/inline' } } });
    const { result } = renderHook(() => useContentIdResolver(), { wrapper: wrapper() });
    expect(await result.current('tok-12345678')).toBe('/signed/inline');
    vi.setSystemTime(new Date('2026-01-01T00:00:30Z'));
    expect(await result.current('tok-12345678')).toBe('/signed/inline');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.path).toBe('/api/attachments/attachment/content-id/tok-12345678/signed-url');
  });

  it("answers '' when the link cannot be had", async () => {
    mockApi({ [`GET ${byContentId}`]: errorAnswer(403, 'FORBIDDEN', 'No') });
    const { result } = renderHook(() => useContentIdResolver(), { wrapper: wrapper() });
    expect(await result.current('tok-12345678')).toBe('');
  });
});
