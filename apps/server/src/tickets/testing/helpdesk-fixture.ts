// Test helper: two organisations with a location and a device each, an end user, tags and custom
// attributes of every kind, put in through the API where one exists and straight into the database
// otherwise, so ticket tests start from named, real references.
import { randomUUID } from 'node:crypto';
import { insertDevice } from '../../testing/device-rows.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface HelpdeskFixture {
  orgA: number;
  orgB: number;
  locationA: number;
  locationB: number;
  deviceA: number;
  deviceB: number;
  endUserUid: string;
  tags: { urgent: string; vip: string };
  attributes: {
    dropdown: number;
    numeric: number;
    checkbox: number;
    multi: number;
    text: number;
    inactive: number;
  };
}

async function addAttribute(t: TestApp, name: string, type: string, content: object, active = true) {
  const now = new Date().toISOString();
  const { id } = await t.app.db.kysely
    .insertInto('ticket_attributes')
    .values({
      name,
      attribute_type: type,
      content: JSON.stringify(content),
      active: active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function helpdeskFixture(t: TestApp, mark = ''): Promise<HelpdeskFixture> {
  const org = async (name: string) =>
    (await t.admin.post('/api/organizations', { name })).json().id as number;
  const orgA = await org(`Alpha ${mark}`.trim());
  const orgB = await org('Bravo');
  const location = async (orgId: number, name: string) =>
    (await t.admin.post(`/api/organizations/${orgId}/locations`, { name })).json().id as number;
  const now = new Date().toISOString();
  const endUserUid = randomUUID();
  await t.app.db.kysely
    .insertInto('end_users')
    .values({
      uid: endUserUid,
      kind: 'END_USER',
      organization_id: orgA,
      name: 'Erin Enduser',
      email: 'erin@example.test',
      email_lower: 'erin@example.test',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.app.db.kysely
    .insertInto('tags')
    .values([
      { id: 'tagurgent1', name: 'Urgent', name_lower: 'urgent', created_at: now },
      { id: 'tagvip0001', name: 'VIP', name_lower: 'vip', created_at: now },
    ])
    .execute();
  const choices = {
    values: [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ],
  };
  return {
    orgA,
    orgB,
    locationA: await location(orgA, 'Site A'),
    locationB: await location(orgB, 'Site B'),
    deviceA: await insertDevice(t.app, { organizationId: orgA, name: 'pc-alpha' }),
    deviceB: await insertDevice(t.app, { organizationId: orgB, name: 'pc-bravo' }),
    endUserUid,
    tags: { urgent: 'tagurgent1', vip: 'tagvip0001' },
    attributes: {
      dropdown: await addAttribute(t, 'Colour', 'DROPDOWN', choices),
      numeric: await addAttribute(t, 'Seats', 'NUMERIC', { max: 100 }),
      checkbox: await addAttribute(t, 'Onsite', 'CHECKBOX', {}),
      multi: await addAttribute(t, 'Colours', 'MULTI_SELECT', choices),
      text: await addAttribute(t, 'Note', 'TEXT', {}),
      inactive: await addAttribute(t, 'Old', 'TEXT', {}, false),
    },
  };
}
