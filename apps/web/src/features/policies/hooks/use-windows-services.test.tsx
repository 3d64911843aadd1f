// The lookup's states: idle without a device, ready with the device's services, and failed both
// for a resultCode other than SUCCESS and for a failed request.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../testing/mock-api.ts';
import { useWindowsServices } from './use-windows-services.ts';

const path = 'GET /api/webapp/winservice';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useWindowsServices', () => {
  it('asks nobody without a device', () => {
    const api = mockApi({});
    const { result } = renderHook(() => useWindowsServices(undefined), { wrapper: wrapper() });
    expect(result.current).toEqual({ status: 'idle', services: [] });
    expect(api.calls).toEqual([]);
  });

  it("gives the device's services on SUCCESS", async () => {
    const windowsServices = [{ serviceName: 'Spooler', displayName: 'Print Spooler' }];
    const api = mockApi({ [path]: { body: { resultCode: 'SUCCESS', windowsServices } } });
    const { result } = renderHook(() => useWindowsServices(12), { wrapper: wrapper() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', services: windowsServices }));
    expect(api.calls[0]?.query.get('deviceId')).toBe('12');
  });

  it('fails when the resultCode is not SUCCESS', async () => {
    mockApi({ [path]: { body: { resultCode: 'AGENT_OFFLINE', windowsServices: [] } } });
    const { result } = renderHook(() => useWindowsServices(12), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('fails when the request fails', async () => {
    mockApi({ [path]: errorAnswer(404, 'NOT_FOUND', 'Device not found') });
    const { result } = renderHook(() => useWindowsServices(12), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });
});
