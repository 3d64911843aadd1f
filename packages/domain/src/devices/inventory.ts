// A device's inventory: what its agent reports about the host at start and every inventory interval
// of its policy, the latest of which the server keeps and the device's overview shows.
import { z } from 'zod';
import { idParamSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';

const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().max(max);

export const inventoryDiskSchema = z.strictObject({
  mount: text(4096),
  sizeBytes: bytes,
  freeBytes: bytes,
});
export type InventoryDisk = z.infer<typeof inventoryDiskSchema>;

export const deviceInventorySchema = z.strictObject({
  hostname: text(255),
  osName: text(200),
  kernel: text(200),
  cpuModel: text(200),
  cpuCores: z.number().int().min(0).max(65_536),
  memoryTotalBytes: bytes,
  disks: z.array(inventoryDiskSchema).max(200),
  ipv4: z.array(z.ipv4()).max(200),
  ipv6: z.array(z.ipv6()).max(200),
  uptimeSeconds: z.number().int().min(0),
  lastBootAt: z.iso.datetime(),
});
export type DeviceInventory = z.infer<typeof deviceInventorySchema>;

export const deviceInventoryAnswerSchema = z.object({
  /** Null until the device's agent first reports. */
  inventory: deviceInventorySchema.nullable(),
  reportedAt: z.string().nullable(),
});
export type DeviceInventoryAnswer = z.infer<typeof deviceInventoryAnswerSchema>;

export const deviceInventoryApi = {
  report: endpoint({
    method: 'PUT',
    path: '/agent/inventory',
    summary: "The calling agent's inventory of its host; it replaces the one kept",
    tags: ['agent'],
    body: deviceInventorySchema,
    response: okSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/devices/:id/inventory',
    summary: "A device's latest inventory and when its agent reported it",
    tags: ['devices'],
    params: idParamSchema,
    response: deviceInventoryAnswerSchema,
  }),
};
