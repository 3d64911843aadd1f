// Table types of the help desk (migration 0008); booleans are 0/1 and times ISO-8601 UTC text, as in
// schema.ts, so both databases return the same values.
import type { Generated } from 'kysely';

export interface TicketStatusTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  color: string;
  position: number;
  solved: Generated<number>;
  system: Generated<number>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TicketAttributeTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  attribute_type: string;
  /** JSON: {values?: [{id, name}], max?: number} */
  content: Generated<string>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TicketFormTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  active: Generated<number>;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TicketFormAttributeTable {
  form_id: number;
  attribute_id: number;
  position: number;
  required: Generated<number>;
}

export interface TagTable {
  id: string;
  name: string;
  name_lower: string;
  created_at: string;
}

export interface EndUserTable {
  id: Generated<number>;
  uid: string;
  kind: 'END_USER' | 'CONTACT';
  organization_id: number | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  name: string;
  email: string | null;
  email_lower: string | null;
  phone: string | null;
  job_title: Generated<string>;
  deleted: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TicketTable {
  id: Generated<number>;
  summary: string;
  description: Generated<string>;
  status_id: number;
  priority: string;
  severity: string;
  type: string;
  parent_ticket_id: number | null;
  source: string;
  organization_id: number | null;
  location_id: number | null;
  device_id: number | null;
  requester_uid: string | null;
  assigned_user_id: number | null;
  ticket_form_id: number | null;
  /** JSON: {uids: string[], emails: string[]} */
  cc_list: Generated<string>;
  create_time: string;
  last_updated: string;
  last_updated_by: string | null;
  last_updated_time_by_assignee: string | null;
  last_updated_time_by_requester: string | null;
  solved_time: string | null;
  assigned_time: string | null;
  status_changed_time: string;
  customer_responded_time: string | null;
  technician_responded_time: string | null;
  total_time_tracked: Generated<number>;
  reply_token: string;
  allow_response: Generated<number>;
  deleted: Generated<number>;
  /** Sort keys (tickets/ticket-sort-keys.ts): the named thing's name lower-cased, the status's position. */
  status_position: number | null;
  organization_name: string | null;
  location_name: string | null;
  device_name: string | null;
  requester_name: string | null;
  assignee_name: string | null;
  form_name: string | null;
}

export interface TicketTagTable {
  ticket_id: number;
  tag_id: string;
}

export interface TicketAttributeValueTable {
  ticket_id: number;
  attribute_id: number;
  value_text: string | null;
  value_number: number | null;
}

export interface TicketHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  field: string;
  /** JSON of the old and new values. */
  old_value: string | null;
  new_value: string | null;
  actor_kind: string;
  actor_uid: string | null;
  actor_name: string;
  rule_id: number | null;
  created_at: string;
}

export interface TicketCommentTable {
  id: Generated<number>;
  ticket_id: number;
  public: number;
  body: string;
  html_body: string | null;
  author_kind: string;
  author_uid: string | null;
  author_name: string;
  /** JSON: technician user ids mentioned as @user:{id} */
  technicians_tagged: Generated<string>;
  rule_id: number | null;
  created_at: string;
}

export interface TicketTimeEntryTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  seconds: number;
  remote: Generated<number>;
  start_date: string;
  description: Generated<string>;
  rule_id: number | null;
  created_at: string;
}

export interface TicketingSettingsTable {
  id: number;
  settings: string;
  updated_at: string;
}

export interface AutomationRuleTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  automation_type: string;
  enabled: Generated<number>;
  position: number;
  /** JSON of the rule as the domain schema validates it. */
  definition: string;
  created_by: number | null;
  deleted: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface RuleFiringTable {
  id: Generated<number>;
  rule_id: number;
  ticket_id: number;
  event: string;
  depth: Generated<number>;
  status: string;
  /** JSON: [{type, status, detail?, error?}] */
  actions: string;
  error: string | null;
  fired_at: string;
}

export interface RuleTicketStateTable {
  rule_id: number;
  ticket_id: number;
  fired_at: string;
  armed_at: string | null;
}

export interface InboundMessageTable {
  id: Generated<number>;
  message_id: string | null;
  from_address: string;
  subject: string;
  outcome: string;
  ticket_id: number | null;
  comment_id: number | null;
  error: string | null;
  received_at: string;
}

export interface HelpdeskTables {
  ticket_statuses: TicketStatusTable;
  ticket_attributes: TicketAttributeTable;
  ticket_forms: TicketFormTable;
  ticket_form_attributes: TicketFormAttributeTable;
  tags: TagTable;
  end_users: EndUserTable;
  tickets: TicketTable;
  ticket_tags: TicketTagTable;
  ticket_attribute_values: TicketAttributeValueTable;
  ticket_history: TicketHistoryTable;
  ticket_comments: TicketCommentTable;
  ticket_time_entries: TicketTimeEntryTable;
  ticketing_settings: TicketingSettingsTable;
  automation_rules: AutomationRuleTable;
  rule_firings: RuleFiringTable;
  rule_ticket_state: RuleTicketStateTable;
  inbound_messages: InboundMessageTable;
}
