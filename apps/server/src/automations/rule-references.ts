// Checks what a rule names against the database when it is saved: deleted organisations, locations and
// users, inactive forms, statuses, tags, attributes and channels that do not exist. Each refusal
// names its place in the rule, with the domain's message.
import {
  type AutomationRuleData,
  type Condition,
  type ConditionContext,
  CURRENT_USER,
  RULE_MESSAGES,
  type RuleIssue,
  ruleIssues,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';

type Kind =
  | 'organization'
  | 'location'
  | 'form'
  | 'person'
  | 'technician'
  | 'userId'
  | 'status'
  | 'tag'
  | 'channel'
  | 'attribute';
type Path = (string | number)[];
export interface Ref {
  kind: Kind;
  id: string | number;
  path: Path;
}

const MESSAGE: Record<Kind, string> = {
  organization: RULE_MESSAGES.deletedOrganizations,
  location: RULE_MESSAGES.deletedLocations,
  form: RULE_MESSAGES.inactiveForms,
  person: RULE_MESSAGES.deletedUsers,
  technician: RULE_MESSAGES.deletedUsers,
  userId: RULE_MESSAGES.deletedUsers,
  status: RULE_MESSAGES.unknownStatus,
  tag: RULE_MESSAGES.unknownTag,
  channel: RULE_MESSAGES.unknownChannel,
  attribute: RULE_MESSAGES.unknownAttribute,
};

const CONDITION_KINDS: Partial<Record<string, Kind>> = {
  organization: 'organization',
  location: 'location',
  form: 'form',
  requester: 'person',
  assignee: 'technician',
  updated_by: 'person',
  tags: 'tag',
  status: 'status',
};

function conditionRefs(condition: Condition, at: Path): Ref[] {
  const kind = CONDITION_KINDS[condition.field];
  if (!kind || condition.value === null) return [];
  if (Array.isArray(condition.value)) {
    return condition.value
      .filter((v) => v !== CURRENT_USER)
      .map((id, i) => ({ kind, id, path: [...at, 'value', i] }));
  }
  if (condition.value === CURRENT_USER || typeof condition.value === 'boolean') return [];
  return [{ kind, id: condition.value, path: [...at, 'value'] }];
}

/** Every reference of the rule with where it sits. */
export function referencesOf(rule: AutomationRuleData): Ref[] {
  const refs: Ref[] = [];
  for (const group of ['all', 'any'] as const) {
    for (const [i, c] of rule.conditions[group].entries())
      refs.push(...conditionRefs(c, ['conditions', group, i]));
  }
  const many = (kind: Kind, ids: readonly (string | number)[], at: Path) => {
    for (const [i, id] of ids.entries()) refs.push({ kind, id, path: [...at, i] });
  };
  rule.actions.forEach((action, i) => {
    const at: Path = ['actions', i];
    switch (action.type) {
      case 'SEND_EMAIL':
        many('person', action.to.uids, [...at, 'to', 'uids']);
        break;
      case 'SEND_NOTIFICATION':
        for (const [j, c] of action.channels.entries()) {
          refs.push({ kind: 'channel', id: c.channelId, path: [...at, 'channels', j, 'channelId'] });
        }
        break;
      case 'TICKET_CHANGE_VALUE':
        action.changes.forEach((change, j) => {
          const cat: Path = [...at, 'changes', j];
          switch (change.field) {
            case 'ticket': {
              const p = change.properties;
              const prop = (kind: Kind, id: string | number | null | undefined, key: string) => {
                if (id !== undefined && id !== null && id !== CURRENT_USER)
                  refs.push({ kind, id, path: [...cat, 'properties', key] });
              };
              prop('organization', p.organization, 'organization');
              prop('userId', p.assignedAppUserId, 'assignedAppUserId');
              prop('person', p.requesterUid, 'requesterUid');
              prop('status', p.status, 'status');
              break;
            }
            case 'attributes':
              for (const key of Object.keys(change.value))
                refs.push({ kind: 'attribute', id: Number(key), path: [...cat, 'value', key] });
              break;
            case 'add_cc_list':
            case 'set_cc_list':
              many('person', change.value.uids, [...cat, 'value', 'uids']);
              break;
            default:
              many('tag', change.value, [...cat, 'value']);
          }
        });
        break;
      default:
        break;
    }
  });
  if (rule.conditionReset)
    refs.push({
      kind: 'status',
      id: rule.conditionReset.resetStatus,
      path: ['conditionReset', 'resetStatus'],
    });
  if (rule.retrigger) {
    if (rule.retrigger.retriggerStatus !== null)
      refs.push({
        kind: 'status',
        id: rule.retrigger.retriggerStatus,
        path: ['retrigger', 'retriggerStatus'],
      });
    many('tag', rule.retrigger.retriggerTags, ['retrigger', 'retriggerTags']);
  }
  if (rule.ticketCreate) {
    refs.push({ kind: 'form', id: rule.ticketCreate.ticketFormId, path: ['ticketCreate', 'ticketFormId'] });
    refs.push({ kind: 'status', id: rule.ticketCreate.status, path: ['ticketCreate', 'status'] });
    many('tag', rule.ticketCreate.tags, ['ticketCreate', 'tags']);
  }
  rule.board?.columns.forEach((column, i) => {
    if (column.startsWith('attribute:'))
      refs.push({ kind: 'attribute', id: Number(column.slice(10)), path: ['board', 'columns', i] });
  });
  return refs;
}

type NumericKind = Exclude<Kind, 'tag' | 'technician' | 'person'>;
type Query = Db['kysely'];

/** For each kind named by a number, the rows of those ids that may be named. */
const NUMERIC_LOOKUPS: Record<NumericKind, (k: Query, ids: number[]) => Promise<{ id: number }[]>> = {
  organization: (k, ids) =>
    k.selectFrom('organizations').select('id').where('id', 'in', ids).where('deleted', '=', 0).execute(),
  location: (k, ids) =>
    k.selectFrom('locations').select('id').where('id', 'in', ids).where('deleted', '=', 0).execute(),
  form: (k, ids) =>
    k.selectFrom('ticket_forms').select('id').where('id', 'in', ids).where('active', '=', 1).execute(),
  status: (k, ids) => k.selectFrom('ticket_statuses').select('id').where('id', 'in', ids).execute(),
  attribute: (k, ids) =>
    k.selectFrom('ticket_attributes').select('id').where('id', 'in', ids).where('active', '=', 1).execute(),
  channel: (k, ids) =>
    k
      .selectFrom('notification_channels')
      .select('id')
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute(),
  userId: (k, ids) =>
    k.selectFrom('users').select('id').where('id', 'in', ids).where('user_type', '=', 'TECHNICIAN').execute(),
};

/** The ids of one kind that exist and may be named, out of those asked about. */
async function liveIds(db: Db, kind: Kind, ids: (string | number)[]): Promise<Set<string>> {
  const k = db.kysely;
  const strs = ids.map(String);
  const found = (rows: { id: string | number }[]) => new Set(rows.map((r) => String(r.id)));
  if (ids.length === 0) return new Set();
  switch (kind) {
    case 'tag':
      return found(await k.selectFrom('tags').select('id').where('id', 'in', strs).execute());
    case 'technician':
      return found(
        await k
          .selectFrom('users')
          .select('uid as id')
          .where('uid', 'in', strs)
          .where('user_type', '=', 'TECHNICIAN')
          .execute(),
      );
    case 'person': {
      const users = await k.selectFrom('users').select('uid as id').where('uid', 'in', strs).execute();
      const people = await k
        .selectFrom('end_users')
        .select('uid as id')
        .where('uid', 'in', strs)
        .where('deleted', '=', 0)
        .execute();
      return found([...users, ...people]);
    }
    default: {
      const nums = ids.map(Number).filter((n) => Number.isSafeInteger(n));
      return nums.length ? found(await NUMERIC_LOOKUPS[kind](k, nums)) : new Set();
    }
  }
}

export async function conditionContext(db: Db): Promise<ConditionContext> {
  const statuses = await db.kysely.selectFrom('ticket_statuses').select('id').execute();
  const attributes = await db.kysely
    .selectFrom('ticket_attributes')
    .select(['id', 'attribute_type', 'active', 'content'])
    .execute();
  return {
    statusIds: statuses.map((s) => s.id),
    attributes: attributes.map((a) => ({
      id: a.id,
      attributeType: a.attribute_type as never,
      active: a.active === 1,
      content: JSON.parse(a.content) as { max?: number },
    })),
  };
}

/** Every refusal of a rule against the installation: the domain's full check, then the references. */
export async function ruleProblems(db: Db, rule: AutomationRuleData): Promise<RuleIssue[]> {
  const issues = ruleIssues(rule, await conditionContext(db));
  const refs = referencesOf(rule);
  const kinds = [...new Set(refs.map((r) => r.kind))];
  for (const kind of kinds) {
    const mine = refs.filter((r) => r.kind === kind);
    const live = await liveIds(db, kind, [...new Set(mine.map((r) => r.id))]);
    for (const ref of mine)
      if (!live.has(String(ref.id))) issues.push({ path: ref.path, message: MESSAGE[kind] });
  }
  return issues;
}

/** A 400 naming every refused place of the rule, or nothing. */
export async function assertRuleValid(db: Db, rule: AutomationRuleData): Promise<void> {
  const issues = await ruleProblems(db, rule);
  if (issues.length === 0) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  throw badRequest(`Invalid automation rule: ${Object.keys(fields).join(', ')}`, fields);
}
