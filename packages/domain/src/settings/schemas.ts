// Division settings: its name, feature flags and branding, as read in the session and edited by admins.
import { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';
import { featureFlagsSchema } from './feature-flags.ts';

export const brandingSchema = z.object({
  branded: z.boolean(),
  productName: z.string(),
  /** Video embedded in the backup get-started panel; the panel shows none when unset. */
  backupVideoUrl: z.string().max(2048).nullable().optional(),
});

export const divisionConfigSchema = z.object({
  name: z.string(),
  features: featureFlagsSchema,
  branding: brandingSchema,
});
export type DivisionConfig = z.infer<typeof divisionConfigSchema>;

const isWebAddress = (v: string) => v === '' || (/^https?:\/\//i.test(v) && URL.canParse(v));

export const divisionSettingsUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(100),
  features: featureFlagsSchema,
  /** Blank removes the video; left out keeps the one set. */
  backupVideoUrl: z
    .string()
    .trim()
    .max(2048)
    .refine(isWebAddress, 'Enter an address starting with http:// or https://')
    .optional(),
});
export type DivisionSettingsUpdate = z.infer<typeof divisionSettingsUpdateSchema>;

export const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/division/settings',
    summary: "Read the division's name and feature flags",
    tags: ['settings'],
    response: divisionConfigSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/division/settings',
    summary: "Change the division's name and feature flags",
    tags: ['settings'],
    body: divisionSettingsUpdateSchema,
    response: divisionConfigSchema,
  }),
};
