// The sample device fields form (spec 001 section 3): the fields a device record offers to policy
// forms, five required and the rest optional. The spec's spelling cpuSPeed is kept: it is the wire name.
import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).optional();

// One message per field: a union of ipv4 and ipv6 would report the first branch's own message.
const isIp = (v: string) => z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success;
const ipAddress = z.string().trim().refine(isIp, 'Invalid IP address');

export const sampleDeviceFieldsSchema = z.strictObject({
  deviceIdentifier: z.string().trim().min(1, 'Required').max(200),
  ipAddress: z.string().trim().min(1, 'Required').pipe(ipAddress),
  managementLink: z
    .string()
    .trim()
    .min(1, 'Required')
    .pipe(z.url({ protocol: /^https?$/, error: 'Invalid URL' })),
  name: z.string().trim().min(1, 'Required').max(200),
  osType: z.string().trim().min(1, 'Required').max(100),
  cpuSPeed: optionalText(100),
  defaultGateway: ipAddress.optional(),
  lastLoginName: optionalText(200),
  localHardDrives: optionalText(2000),
  macAddress: z.mac({ error: 'Invalid MAC address' }).optional(),
  model: optionalText(200),
  osInfo: optionalText(500),
  ram: optionalText(100),
  serialNumber: optionalText(200),
});
export type SampleDeviceFields = z.infer<typeof sampleDeviceFieldsSchema>;

export const requiredSampleDeviceFields = [
  'deviceIdentifier',
  'ipAddress',
  'managementLink',
  'name',
  'osType',
] as const satisfies readonly (keyof SampleDeviceFields)[];
