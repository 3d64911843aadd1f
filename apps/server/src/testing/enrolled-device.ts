// Test helper: an organisation with a device enrolled through the real enrolment call.
import type { TestApp } from './test-app.ts';

export async function enrolDevice(
  t: TestApp,
  opts: {
    orgName?: string;
    organizationId?: number;
    hostname?: string;
    platform?: 'linux' | 'win32' | 'darwin';
    isServer?: boolean;
  } = {},
) {
  const organizationId =
    opts.organizationId ??
    (await t.admin.post('/api/organizations', { name: opts.orgName ?? `Org ${Math.random()}` })).json().id;
  const { token } = (await t.admin.get(`/api/organizations/${organizationId}/enrollment`)).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agent/enroll',
    payload: {
      token,
      hostname: opts.hostname ?? 'device-01',
      platform: opts.platform ?? 'linux',
      osName: 'Test OS',
      isServer: opts.isServer ?? false,
      agentVersion: 'test',
    },
  });
  if (res.statusCode !== 201) throw new Error(`enrol failed: ${res.body}`);
  const { nodeId, credential } = res.json() as { nodeId: number; credential: string };
  return { organizationId, nodeId, credential, authorization: `Bearer ${credential}` };
}
