// Table types for Kysely. Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text,
// so that SQLite and PostgreSQL return the same values.
import type { RestoreJobStatus } from '@warden/domain';
import type { Generated } from 'kysely';
import type { ActivityTables } from './schema-activities.ts';
import type { AlertTables } from './schema-alerts.ts';
import type { DeviceDetailsTables } from './schema-device-details.ts';
import type { DeviceGroupTables } from './schema-device-groups.ts';
import type { HelpdeskTables } from './schema-helpdesk.ts';
import type { NodeApprovalTables } from './schema-node-approvals.ts';
import type { PackTables } from './schema-packs.ts';
import type { PolicyTables } from './schema-policies.ts';
import type { PolicyScriptTables } from './schema-policy-scripts.ts';
import type { ScheduledTaskTables } from './schema-scheduled-tasks.ts';
import type { ScriptRunTables } from './schema-script-runs.ts';
import type { ScriptTables } from './schema-scripts.ts';
import type { TicketUpdateKeyTables } from './schema-ticket-update-keys.ts';

export interface DivisionTable {
  id: number;
  name: string;
  features: string;
  branding: string;
  updated_at: string;
}

export interface UserTable {
  id: Generated<number>;
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  user_type: 'TECHNICIAN' | 'END_USER';
  status: 'ACTIVE' | 'DISABLED';
  role_id: number | null;
  password_hash: string | null;
  hide_help_tooltip: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  system: number;
  permissions: string;
  all_organizations: number;
  /** technician or endUser (RoleType). */
  role_type: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface RoleOrganizationTable {
  role_id: number;
  organization_id: number;
}

export interface SessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  step_up_at: string | null;
}

export interface OrganizationTable {
  id: Generated<number>;
  name: string;
  description: string;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface LocationTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  address: string;
  description: string;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface DeviceTable {
  id: Generated<number>;
  uid: string;
  organization_id: number;
  location_id: number | null;
  display_name: string;
  friendly_name: string | null;
  system_name: string;
  node_class: string;
  node_role: string;
  /** A role of the device's class; null means the class's built-in role. */
  node_role_id: string | null;
  os_name: string;
  backup_enabled: number;
  last_contact: string | null;
  credential_hash: string | null;
  platform: string;
  agent_version: string;
  /** The IANA zone the agent reports; null until it has (scheduled tasks then use the installation's). */
  time_zone: string | null;
  created_at: string;
  updated_at: string;
  /** Set when a technician removed the device; a removed device is out of every query. */
  removed_at: string | null;
}

export interface OrganizationEnrollmentTable {
  organization_id: number;
  token: string;
  created_at: string;
}

export interface OrganizationKeyTable {
  organization_id: number;
  wrapped_key: string;
  created_at: string;
}

export interface HelpArticleTable {
  id: number;
  locale: string;
  name: string;
  keywords: string;
  body_markdown: string;
  body_text: string;
  /** JSON array of route-table patterns. */
  routes: string;
  file_name: string;
  file_hash: string;
  updated_at: string;
}

export interface HelpSettingsTable {
  id: number;
  enabled: number;
  articles_enabled: number;
  submit_ticket_enabled: number;
  academy_link_enabled: number;
  /** JSON array of topic names. */
  topics: string;
  updated_at: string;
}

export interface AttachmentTable {
  id: Generated<number>;
  token: string;
  user_id: number;
  purpose: 'SUPPORT_TICKET' | 'TICKET_COMMENT';
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  status: 'TEMP' | 'LINKED';
  linked_kind: string | null;
  linked_id: number | null;
  created_at: string;
}

export interface MailSettingsTable {
  id: number;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: number;
  smtp_user: string;
  /** Encrypted with a key derived from the master key; null when none is set. */
  smtp_password: string | null;
  from_address: string;
  support_address: string;
  sales_address: string;
  updated_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  /** JSON arrays of addresses. */
  to_addresses: string;
  cc_addresses: string;
  reply_to: string | null;
  subject: string;
  text: string;
  /** JSON array of {name, size, contentType}. */
  attachments: string;
  status: 'SENT' | 'FAILED' | 'NOT_CONFIGURED';
  error: string | null;
  /** The HTML part, when the message has one. */
  html: string | null;
  created_at: string;
}

export interface SupportTicketTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  body: string;
  priority: string;
  category: string;
  phone: string | null;
  callback: number;
  /** JSON array of addresses. */
  cc: string;
  destination: string;
  result_code: 'SUCCESS' | 'FAILURE';
  message: string | null;
  outbox_id: number | null;
  created_at: string;
}

export interface DemoRequestTable {
  id: Generated<number>;
  promotion_key: string;
  user_id: number;
  user_name: string;
  user_email: string;
  status: 'SENT' | 'FAILED' | 'NOT_CONFIGURED';
  error: string | null;
  outbox_id: number | null;
  created_at: string;
}

export interface BackupPlanTable {
  id: Generated<number>;
  uid: string;
  device_id: number;
  name: string;
  type: string;
  destination: string;
  schedule: string;
  common_folders: string;
  paths: string;
  exclusions: string;
  retention: string;
  local_path: string | null;
  backup_permissions: number;
  deleted: number;
  last_success: string | null;
  created_at: string;
  updated_at: string;
  /** Set for a plan that comes from the device's policy: the policy it runs by and the item's key. */
  policy_id: number | null;
  policy_item_key: string | null;
  policy_source_id: number | null;
  policy_inherited: number | null;
  policy_overridden: number | null;
}

export interface BackupJobTable {
  id: Generated<number>;
  plan_id: number;
  device_id: number;
  status: 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELED';
  started_at: string;
  completed_at: string | null;
  files_scanned: number;
  bytes_scanned: number;
  files_new: number;
  files_changed: number;
  files_deleted: number;
  bytes_uploaded: number;
  on_local: number;
  on_cloud: number;
  error: string | null;
  /** The latest figures the agent reported while the job runs, and when. */
  progress_files: Generated<number>;
  progress_files_total: number | null;
  progress_bytes: Generated<number>;
  progress_bytes_total: number | null;
  progress_at: string | null;
}

export interface BackupEntryTable {
  id: Generated<number>;
  plan_id: number;
  parent_id: number | null;
  is_root: number;
  /** COMMON_FOLDER or CUSTOM_FOLDER for roots of file plans; VOLUME for image plans. */
  root_type: string | null;
  cfid: string | null;
  path: string;
  name: string;
  name_lower: string;
  /** What follows the last dot of a non-root entry's name (null without a dot); see search-pattern.ts. */
  extension: string | null;
  type: 'FILE' | 'FOLDER' | 'VOLUME';
  volume_info: string | null;
  size: number;
  backup_size: number;
  latest_revision_id: number | null;
  latest_revision_at: string | null;
  on_cloud: number;
  on_local: number;
  deleted: number;
  hidden_at: string | null;
}

export interface FileRevisionTable {
  id: Generated<number>;
  entry_id: number;
  plan_id: number;
  job_id: number;
  size: number;
  stored_size: number;
  mtime: string | null;
  inode: string | null;
  mode: number | null;
  uid: number | null;
  gid: number | null;
  hash: string | null;
  bld_type: 'NON_BLD' | 'FULL' | 'DELTA';
  deleted_marker: number;
  on_cloud: number;
  on_local: number;
  hidden_at: string | null;
  created_at: string;
}

export interface RevisionChunkTable {
  revision_id: number;
  seq: number;
  chunk_id: string;
  offset: number;
  length: number;
}

export interface ChunkTable {
  organization_id: number;
  id: string;
  plain_size: number;
  stored_size: number;
  created_at: string;
  /** The pack holding the chunk (stored_size bytes at pack_offset); null: its own object. */
  pack_id: string | null;
  pack_offset: number | null;
}

export interface BackupStagingTable {
  job_id: number;
  seq: number;
  entry: string;
}

export interface ImageMountTable {
  revision_id: number;
  status: 'MOUNTING' | 'MOUNTED' | 'FAILED';
  progress: number;
  error: string | null;
  updated_at: string;
}

export interface ImageEntryTable {
  id: Generated<number>;
  revision_id: number;
  parent_path: string;
  path: string;
  name: string;
  type: 'FILE' | 'FOLDER';
  size: number;
  mtime: string | null;
  data_offset: number;
}

export interface RestoreJobTable {
  id: Generated<number>;
  uid: string;
  destination_device_id: number;
  source_device_id: number;
  source_plan_id: number;
  source_path: string;
  destination_path: string;
  kind: 'FILE' | 'FOLDER' | 'BATCH';
  collision_handling: 'OVERWRITE' | 'SKIP' | 'KEEP_BOTH';
  revision_id: number | null;
  backup_job_id: number | null;
  original_location: number;
  restore_permissions: number;
  restore_deleted: number;
  status: RestoreJobStatus;
  files_processed: number;
  total_files: number | null;
  processed_bytes: number;
  total_bytes: number | null;
  files_failed: number;
  failures: string;
  error: string | null;
  cancel_requested: number;
  cleared: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When the agent first reported on the job: the start its throughput is measured from. */
  started_at: Generated<string | null>;
}

export interface OrganizationBackupSettingsTable {
  organization_id: number;
  mode: 'AUTOMATIC' | 'MANUAL';
  node_ids: string;
  updated_at: string;
}

export interface DeletionRequestTable {
  id: Generated<number>;
  plan_id: number;
  requested_by: number | null;
  scope: string;
  requested_at: string;
  purge_after: string;
  purged_at: string | null;
}

export interface BackgroundTaskTable {
  name: string;
  interval_ms: number;
  next_run_at: string;
  last_run_at: string | null;
  last_finished_at: string | null;
  last_result: 'SUCCEEDED' | 'FAILED' | null;
  last_error: string | null;
  run_count: Generated<number>;
  failure_count: Generated<number>;
  consecutive_failures: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: string | null;
}

export interface Database
  extends ActivityTables,
    HelpdeskTables,
    TicketUpdateKeyTables,
    ScriptTables,
    ScriptRunTables,
    DeviceGroupTables,
    ScheduledTaskTables,
    NodeApprovalTables,
    PackTables,
    PolicyTables,
    PolicyScriptTables,
    DeviceDetailsTables,
    AlertTables {
  division: DivisionTable;
  users: UserTable;
  technician_roles: RoleTable;
  role_organizations: RoleOrganizationTable;
  sessions: SessionTable;
  organizations: OrganizationTable;
  locations: LocationTable;
  devices: DeviceTable;
  organization_enrollment: OrganizationEnrollmentTable;
  organization_keys: OrganizationKeyTable;
  help_articles: HelpArticleTable;
  help_settings: HelpSettingsTable;
  attachments: AttachmentTable;
  mail_settings: MailSettingsTable;
  outbox: OutboxTable;
  support_tickets: SupportTicketTable;
  demo_requests: DemoRequestTable;
  backup_plans: BackupPlanTable;
  backup_jobs: BackupJobTable;
  backup_entries: BackupEntryTable;
  /** SQLite only: entries up to this id are in the name index (migration 0027). */
  backup_entries_fts_state: { id: number; indexed_through: number };
  file_revisions: FileRevisionTable;
  revision_chunks: RevisionChunkTable;
  chunks: ChunkTable;
  backup_staging: BackupStagingTable;
  image_mounts: ImageMountTable;
  image_entries: ImageEntryTable;
  restore_jobs: RestoreJobTable;
  organization_backup_settings: OrganizationBackupSettingsTable;
  deletion_requests: DeletionRequestTable;
  background_tasks: BackgroundTaskTable;
  notification_channels: NotificationChannelTable;
  deliveries: DeliveryTable;
}

export interface NotificationChannelTable {
  id: Generated<number>;
  name: string;
  type: import('@warden/domain').ChannelType;
  enabled: number;
  /** JSON of the type's settings without the secret. */
  config: string;
  /** The type's secret (SMS auth token, Slack webhook URL), sealed under the master key. */
  secret: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryTable {
  id: Generated<number>;
  kind: import('@warden/domain').DeliveryKind;
  channel_id: number | null;
  firing_id: number | null;
  ticket_id: number | null;
  /** Address, phone number or webhook host; what the rate limit counts. */
  recipient: string;
  /** JSON of the message (see notifications/delivery-payload.ts). */
  payload: string;
  status: import('@warden/domain').DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}
