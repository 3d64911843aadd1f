// Support-support request rules from spec 000 (sections 3, 5, 6 and 9): priorities, categories, limits and
// the attachment rules that the form and the server both enforce.
export const supportRequestPriorities = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type SupportRequestPriority = (typeof supportRequestPriorities)[number];

export const supportRequestCategoryNames = [
  'activities',
  'active_directory',
  'antivirus',
  'api',
  'automation',
  'backup',
  'branding',
  'billing',
  'custom_fields',
  'devices',
  'groups',
  'integrations',
  'mdm',
  'networking',
  'mobile_app',
  'notification_channels',
  'organizations',
  'other',
  'patch_management',
  'policies',
  'remote_tools',
  'reporting',
  'ticketing',
  'user_accounts',
  'virtualization',
] as const;
export const supportRequestCategories = supportRequestCategoryNames.map((c) => `category_${c}` as const);
export type SupportRequestCategory = (typeof supportRequestCategories)[number];

export const supportRequestCategoryLabels: Record<SupportRequestCategory, string> = {
  category_activities: 'Activities',
  category_active_directory: 'Active Directory',
  category_antivirus: 'Antivirus',
  category_api: 'API',
  category_automation: 'Automation',
  category_backup: 'Backup',
  category_branding: 'Branding',
  category_billing: 'Billing',
  category_custom_fields: 'Custom Fields',
  category_devices: 'Devices',
  category_groups: 'Groups',
  category_integrations: 'Integrations',
  category_mdm: 'MDM',
  category_networking: 'Networking',
  category_mobile_app: 'Mobile App',
  category_notification_channels: 'Notification Channels',
  category_organizations: 'Organizations',
  category_other: 'Other',
  category_patch_management: 'Patch Management',
  category_policies: 'Policies',
  category_remote_tools: 'Remote Tools',
  category_reporting: 'Reporting',
  category_ticketing: 'Ticketing',
  category_user_accounts: 'User Accounts',
  category_virtualization: 'Virtualization',
};

/** 'Request a call' is hidden for these categories. */
export const noCallbackCategories: readonly SupportRequestCategory[] = ['category_billing', 'category_api'];

/** How many support requests one technician may send an hour; the server answers 429 beyond it. */
export const SUPPORT_REQUESTS_PER_HOUR = 10;

export const SUPPORT_REQUEST_BODY_MAX = 500;
export const SUPPORT_REQUEST_SUBJECT_MAX = 200;

export const supportRequestAttachmentRules = {
  maxFiles: 5,
  maxBytes: 50 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'mov', 'txt'],
} as const;

/**
 * The spec's attachment messages in English, for the server's answers; the console words the same
 * messages through i18next (help namespace, `attachments.*`).
 */
export const attachmentMessages = {
  tooMany: (maxFiles: number) => `Only ${maxFiles} attachments are allowed.`,
  duplicate: (fileName: string) => `File ${fileName} has already been uploaded.`,
  tooLarge: (fileNames: string) =>
    `Please select a different file. The following file(s) are too large: ${fileNames}`,
  unsupported: (extensions: readonly string[]) =>
    `Only ${extensions.join(', ')} file extensions are supported.`,
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedSupportRequestAttachment(name: string): boolean {
  return (supportRequestAttachmentRules.extensions as readonly string[]).includes(fileExtension(name));
}

/** Related-article search runs for 3 or more non-space characters, and only when not branded. */
export function shouldSearchRelatedArticles(text: string, branded: boolean): boolean {
  return !branded && text.replace(/\s/g, '').length >= 3;
}

export const HELP_SEARCH_DEBOUNCE_MS = 2000;
export const HELP_PANEL_WIDTH_PX = 420;
