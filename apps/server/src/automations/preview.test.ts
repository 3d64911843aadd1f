// The editor's preview of condition groups: the tickets they match now through the engine's compiler,
// counted within the caller's organisations, the first ten newest first; event conditions narrow nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { type HelpdeskFixture, helpdeskFixture } from '../tickets/testing/helpdesk-fixture.ts';
import { createTicket } from './testing/rule-client.ts';

let t: TestApp;
let f: HelpdeskFixture;
let insider: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await helpdeskFixture(t);
  insider = await t.admin.technicianWith([], { organizationIds: [f.orgA] });
  for (let i = 1; i <= 12; i++)
    await createTicket(t, { summary: `Preview alpha ${i}`, priority: 'HIGH', organizationId: f.orgA });
  await createTicket(t, { summary: 'Preview alpha low', priority: 'LOW', organizationId: f.orgA });
  await createTicket(t, { summary: 'Preview bravo', priority: 'HIGH', organizationId: f.orgB });
});
afterAll(async () => t?.close());

const preview = (client: TestClient, body: object) => client.post('/api/ticketing/automations/preview', body);
const highPreview = {
  automationType: 'TIME_BASED',
  conditions: {
    all: [
      { field: 'summary', operator: 'contains', value: 'preview' },
      { field: 'priority', operator: 'equals', value: 'HIGH' },
    ],
    any: [],
  },
};

describe('automation preview', () => {
  it('counts the matching tickets and lists the first ten, newest first', async () => {
    const res = await preview(t.admin, highPreview);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(13);
    expect(body.tickets).toHaveLength(10);
    expect(body.tickets[0].summary).toBe('Preview bravo');
    expect(body.tickets[1].summary).toBe('Preview alpha 12');
  });

  it("counts only the caller's organisations' tickets, for any technician", async () => {
    const body = (await preview(insider, highPreview)).json();
    expect(body.count).toBe(12);
    expect(body.tickets.map((r: { summary: string }) => r.summary)).not.toContain('Preview bravo');
  });

  it('takes conditions about the event as holding', async () => {
    const body = (
      await preview(t.admin, {
        automationType: 'EVENT_BASED',
        conditions: {
          all: [
            { field: 'summary', operator: 'contains', value: 'preview alpha' },
            { field: 'status', operator: 'changed' },
          ],
          any: [
            { field: 'priority', operator: 'equals', value: 'LOW' },
            { field: 'action', operator: 'equals', value: 'INSERT' },
          ],
        },
      })
    ).json();
    expect(body.count).toBe(13);
  });

  it('refuses conditions the rule type does not offer, naming the place', async () => {
    const res = await preview(t.admin, {
      automationType: 'BOARD',
      conditions: { all: [{ field: 'business_hours', operator: 'in' }], any: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['conditions.all.0.field']);
  });
});
