// Points a test server's mail settings at a local SMTP port (or at none: the built-in outbox).
import type { TestClient } from '../../testing/test-client.ts';

export const SUPPORT_ADDRESS = 'support@vendor.test';
export const SALES_ADDRESS = 'sales@vendor.test';
export const FROM_ADDRESS = 'warden@msp.test';

export async function pointMailAt(admin: TestClient, port: number | null): Promise<void> {
  const res = await admin.put('/api/division/mail-settings', {
    smtpHost: port === null ? '' : '127.0.0.1',
    smtpPort: port ?? 25,
    smtpSecure: false,
    smtpUser: '',
    // The local listener wants no login; a new host needs its password said anyway.
    smtpPassword: '',
    fromAddress: FROM_ADDRESS,
    supportAddress: SUPPORT_ADDRESS,
    salesAddress: SALES_ADDRESS,
  });
  if (res.statusCode !== 200) throw new Error(`mail settings: ${res.statusCode} ${res.body}`);
}

/** A port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
