// Help desk configuration as the server answers it, for the administration page tests.
import {
  defaultTicketingSettings,
  type EndUser,
  type MailHealth,
  type TicketAttribute,
  type TicketForm,
  type TicketStatus,
} from '@warden/domain';

export const person = (
  id: number,
  firstName: string,
  lastName: string,
  extra: Partial<EndUser> = {},
): EndUser => ({
  id,
  uid: `eu-${id}`,
  kind: 'END_USER',
  organizationId: 7,
  organizationName: 'Acme',
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@acme.test`,
  phone: null,
  jobTitle: '',
  deleted: false,
  ...extra,
});

export const paged = <T>(results: T[], totalElements = results.length) => ({
  results,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / 50)),
});

export const organizations = paged([
  { id: 7, name: 'Acme', deleted: false },
  { id: 8, name: 'Globex', deleted: false },
]);

const status = (
  id: number,
  name: string,
  color: string,
  extra: Partial<TicketStatus> = {},
): TicketStatus => ({
  id,
  name,
  parentId: null,
  color,
  position: id,
  solved: false,
  system: true,
  active: true,
  ...extra,
});

export const statuses: TicketStatus[] = [
  status(1, 'New', '#2f80ed'),
  status(2, 'Open', '#27ae60'),
  status(5, 'Resolved', '#828282', { solved: true }),
  status(101, 'Waiting on vendor', '#f2994a', { parentId: 2, system: false }),
];

export const attributes: TicketAttribute[] = [
  {
    id: 1,
    name: 'Impact',
    description: 'Who is affected',
    attributeType: 'DROPDOWN',
    content: {
      values: [
        { id: 'v1', name: 'One user' },
        { id: 'v2', name: 'Everyone' },
      ],
    },
    active: true,
  },
  { id: 2, name: 'Asset tag', description: '', attributeType: 'TEXT', content: {}, active: true },
  {
    id: 3,
    name: 'Legacy code',
    description: '',
    attributeType: 'NUMERIC',
    content: { max: 10 },
    active: false,
  },
];

export const forms: TicketForm[] = [
  { id: 1, name: 'Default', description: '', active: true, isDefault: true, attributes: [] },
  {
    id: 2,
    name: 'Hardware',
    description: 'Broken things',
    active: true,
    isDefault: false,
    attributes: [
      { attributeId: 1, required: true },
      { attributeId: 2, required: false },
    ],
  },
];

export const settings = defaultTicketingSettings;

export const mailHealth: MailHealth = {
  outbound: {
    configured: true,
    host: 'smtp.example.com',
    lastStatus: 'FAILED',
    lastError: 'Connection refused',
    lastAt: '2026-01-02T03:04:05.000Z',
  },
  inbound: {
    enabled: true,
    host: '0.0.0.0',
    port: 2525,
    listening: true,
    lastMessageAt: null,
    lastError: null,
  },
};
