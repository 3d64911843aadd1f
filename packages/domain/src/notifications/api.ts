// Notification channel and delivery contracts: the spec's brief list for pickers, channel
// administration, a test message, and the record of every outbound delivery.
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import {
  channelBriefSchema,
  channelCreateSchema,
  channelUpdateSchema,
  notificationChannelSchema,
} from './channel-schemas.ts';
import { deliveryKinds, deliveryStatuses } from './delivery-rules.ts';

export const deliverySchema = z.object({
  id: z.number(),
  kind: z.enum(deliveryKinds),
  channelId: z.number().nullable(),
  channelName: z.string().nullable(),
  firingId: z.number().nullable(),
  ticketId: z.number().nullable(),
  /** An e-mail address, a phone number or a webhook's host. */
  recipient: z.string(),
  /** The message's subject, or the first words of its text. */
  summary: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListQuerySchema = z.strictObject({
  status: z.enum(deliveryStatuses).optional(),
  channelId: z.coerce.number().pipe(idSchema).optional(),
  ...pageFields(25, 100),
});

export const channelTestResultSchema = z.object({ deliveries: z.array(deliverySchema) });
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

export const notificationsApi = {
  brief: endpoint({
    method: 'GET',
    path: '/channel/list/brief',
    summary: 'Notification channels for pickers (id, name, type)',
    tags: ['notifications'],
    response: z.array(channelBriefSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/notification-channels',
    summary: 'Notification channels with their settings',
    tags: ['notifications'],
    response: z.array(notificationChannelSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/notification-channels/:id',
    summary: 'Read one notification channel',
    tags: ['notifications'],
    params: idParamSchema,
    response: notificationChannelSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/notification-channels',
    summary: 'Add a notification channel',
    tags: ['notifications'],
    body: channelCreateSchema,
    response: notificationChannelSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notification-channels/:id',
    summary: 'Change a notification channel; omitted secrets are kept',
    tags: ['notifications'],
    params: idParamSchema,
    body: channelUpdateSchema,
    response: notificationChannelSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/notification-channels/:id',
    summary: 'Delete a notification channel',
    tags: ['notifications'],
    params: idParamSchema,
    response: okSchema,
  }),
  test: endpoint({
    method: 'POST',
    path: '/notification-channels/:id/test',
    summary: 'Send a test message through the channel now and answer what became of it',
    tags: ['notifications'],
    params: idParamSchema,
    response: channelTestResultSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/notification-channels/deliveries',
    summary: 'Outbound deliveries, newest first',
    tags: ['notifications'],
    query: deliveryListQuerySchema,
    response: pagedSchema(deliverySchema),
  }),
};
