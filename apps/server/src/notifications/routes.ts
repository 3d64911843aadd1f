// Notification channel routes: the brief list for pickers, administration, a test message, and
// the deliveries list.
import { notificationsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listBriefs,
  listChannels,
  updateChannel,
} from './channel-service.ts';
import { listDeliveries } from './delivery-list.ts';
import { enqueueChannelMessage } from './delivery-queue.ts';
import { notificationsPolicy } from './policy.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const key = app.secrets.masterKey;
  route(app, notificationsApi.brief, notificationsPolicy.brief, async () => listBriefs(app.db));
  route(app, notificationsApi.list, notificationsPolicy.list, async () => listChannels(app.db));
  route(app, notificationsApi.deliveries, notificationsPolicy.deliveries, async ({ query }) =>
    listDeliveries(app.db, query),
  );
  route(app, notificationsApi.get, notificationsPolicy.get, async ({ params }) =>
    getChannel(app.db, params.id),
  );
  route(app, notificationsApi.create, notificationsPolicy.create, async ({ body }) =>
    createChannel(app.db, key, body),
  );
  route(app, notificationsApi.update, notificationsPolicy.update, async ({ params, body }) =>
    updateChannel(app.db, key, params.id, body),
  );
  route(app, notificationsApi.remove, notificationsPolicy.remove, async ({ params }) =>
    deleteChannel(app.db, params.id),
  );
  route(app, notificationsApi.test, notificationsPolicy.test, async ({ params, auth }) => {
    const channel = await getChannel(app.db, params.id);
    const ids = await enqueueChannelMessage(app.db, {
      channelId: channel.id,
      test: true,
      message: {
        subject: 'Test message from Warden',
        text: `This is a test of the notification channel "${channel.name}", sent by ${auth.user.firstName} ${auth.user.lastName}.`,
      },
    });
    return { deliveries: await app.deliveries.deliverNow(ids) };
  });
}
