// A device's "Device details" record: the sample device fields (spec 001 section 3) a technician
// keeps per device, and what the console suggests for them from the device and its latest inventory.
import { z } from 'zod';
import { idParamSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { sampleDeviceFieldsSchema } from '../policies/sample-device-fields.ts';
import type { DeviceInventory } from './inventory.ts';
import { type NodeClass, osFamily } from './node-class.ts';

export const sampleDeviceFieldNames = sampleDeviceFieldsSchema.keyof().options;
export type SampleDeviceFieldName = (typeof sampleDeviceFieldNames)[number];

const suggestedSchema = z.partialRecord(z.enum(sampleDeviceFieldNames), z.string());
export type SuggestedDeviceDetails = z.infer<typeof suggestedSchema>;

export const deviceDetailsAnswerSchema = z.object({
  /** As last saved; null until a technician saves the form. */
  details: sampleDeviceFieldsSchema.nullable(),
  /** Starting values for an unsaved form, from the device and its latest inventory. */
  suggested: suggestedSchema,
  updatedAt: z.string().nullable(),
});
export type DeviceDetailsAnswer = z.infer<typeof deviceDetailsAnswerSchema>;

const osTypes = { windows: 'Windows', mac: 'macOS', linux: 'Linux' } as const;

const gib = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GiB`;

/**
 * The form's starting values: name is the display name, the identifier the hostname, the rest from
 * the inventory where it has them (it reports no model, serial, CPU speed, MAC, gateway or login).
 */
export function suggestDeviceDetails(
  device: { displayName: string; systemName: string; nodeClass: NodeClass },
  inventory: DeviceInventory | null,
): SuggestedDeviceDetails {
  const suggested: SuggestedDeviceDetails = {
    name: device.displayName,
    deviceIdentifier: inventory?.hostname || device.systemName,
    osType: osTypes[osFamily(device.nodeClass)],
  };
  if (!inventory) return suggested;
  const ip = inventory.ipv4.find((a) => !a.startsWith('127.')) ?? inventory.ipv6.find((a) => a !== '::1');
  if (ip) suggested.ipAddress = ip;
  suggested.osInfo = [inventory.osName, inventory.kernel].filter(Boolean).join(', ');
  if (inventory.memoryTotalBytes > 0) suggested.ram = gib(inventory.memoryTotalBytes);
  if (inventory.disks.length) {
    suggested.localHardDrives = inventory.disks.map((d) => `${d.mount} ${gib(d.sizeBytes)}`).join(', ');
  }
  return suggested;
}

/** Blank form inputs mean "not given": optional fields are left out and required ones read as missing. */
export function withoutBlankFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  );
}

export const deviceDetailsApi = {
  get: endpoint({
    method: 'GET',
    path: '/devices/:id/details',
    summary: "A device's saved details (sample device fields) and the values suggested for them",
    tags: ['devices'],
    params: idParamSchema,
    response: deviceDetailsAnswerSchema,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/devices/:id/details',
    summary: "Save a device's details (recorded as a device settings activity)",
    tags: ['devices'],
    params: idParamSchema,
    body: sampleDeviceFieldsSchema,
    response: deviceDetailsAnswerSchema,
  }),
};
