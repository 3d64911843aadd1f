// The division's feature flags (spec 000, section 6, plus linux_backup, backup_enabled and
// file_folder_backup, the spec's "file/folder backup allowed") and their defaults.
import { z } from 'zod';

export const featureFlags = [
  'restore_original_location',
  'backup_ntfs_permissions',
  'macff',
  'academy',
  'cloud_image_mounting',
  'backup_arrow_image',
  'wysiwyg_v3',
  'linux_backup',
  'backup_enabled',
  'file_folder_backup',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

export const featureFlagDefaults: Record<FeatureFlag, boolean> = {
  restore_original_location: true,
  backup_ntfs_permissions: false,
  macff: false,
  academy: true,
  cloud_image_mounting: true,
  backup_arrow_image: false,
  wysiwyg_v3: true,
  linux_backup: true,
  backup_enabled: true,
  file_folder_backup: false,
};

export const featureFlagsSchema = z.strictObject(
  Object.fromEntries(featureFlags.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
