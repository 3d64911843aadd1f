// Inventory routes: the agent's report and the console's read of a device's latest inventory.
import { deviceInventoryApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { inventoryOf, saveInventory } from './inventory-service.ts';
import { inventoryPolicy as policy } from './policy.ts';

export async function inventoryRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.report, policy.report, async ({ request, body }) =>
    saveInventory(db, request.device!.id, body),
  );
  route(app, api.get, policy.get, async ({ entity }) => inventoryOf(db, entity('device').id));
}
