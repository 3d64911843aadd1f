// Test helper: automation rules generated from the rule catalogue (types, the fields each group offers,
// each field's operators) with values that mostly fit and sometimes do not, over an installation's
// named ids, so the editor's check and the server's can be compared on rules of every kind.
import fc from 'fast-check';
import { ticketColumnChoices } from '../../tickets/ticket-columns.ts';
import {
  ticketPriorities,
  ticketSeverities,
  ticketSources,
  ticketTypes,
} from '../../tickets/ticket-enums.ts';
import { type AutomationType, automationTypes } from '../automation-types.ts';
import {
  type ConditionContext,
  conditionFieldsFor,
  findAttribute,
  parseConditionField,
} from '../condition-fields.ts';
import { CURRENT_USER, commentTypes, ticketEvents } from '../condition-values.ts';
import { conditionOperators, isListOperator, isNoValueOperator, operatorsFor } from '../operators.ts';
import type { AutomationRuleForm } from '../rule-form.ts';

/** The ids a rule may name: all of them exist, so only the rule's own form can be at fault. */
export interface RuleWorld {
  ctx: ConditionContext;
  organizationIds: readonly number[];
  locationIds: readonly number[];
  formIds: readonly number[];
  /** Technicians' uids: assignees and who acted. */
  userUids: readonly string[];
  /** End users' and contacts' uids, who may be requesters besides technicians. */
  requesterUids: readonly string[];
  tagIds: readonly string[];
}

const noise = fc.constantFrom<unknown>(null, '', ' ', 'x', -1, 1.5, 0, [], true, '1:7', ['x']);
/**
 * Noise for fields naming people: only values no uid may be. Any other string ('x', ' ', '1:7') is a
 * well-formed uid of nobody, which the editor never offers (its pickers list real people) and only the
 * server can refuse.
 */
const personNoise = fc.constantFrom<unknown>(null, '', -1, 1.5, 0, [], true);
const PERSON_FIELDS = new Set(['requester', 'assignee', 'updated_by']);
/** Mostly the fitting choice; on a careful rule, always. */
const mostly = <T>(careful: boolean, fit: fc.Arbitrary<T>, other: fc.Arbitrary<T>, odds = 6) =>
  careful ? fit : fc.oneof({ weight: odds, arbitrary: fit }, { weight: 1, arbitrary: other });
const pick = <T>(items: readonly T[], fallback: T) =>
  items.length ? fc.constantFrom(...items) : fc.constant(fallback);

/** A value of the kind the field takes, sometimes out of range. */
function fittingValue(
  world: RuleWorld,
  field: string,
  type: AutomationType,
  careful: boolean,
): fc.Arbitrary<unknown> {
  const parsed = parseConditionField(field);
  if (!parsed) return noise;
  if (parsed.kind === 'timeSince' || parsed.kind === 'statusTime')
    return fc
      .tuple(
        fc.integer({ min: 0, max: 100 }),
        mostly(careful, fc.constantFrom(0, 15, 30, 45), fc.constant(10)),
      )
      .map(([h, m]) => `${h}:${m}`);
  if (parsed.kind === 'attribute') {
    const attribute = findAttribute(field, world.ctx);
    switch (attribute?.attributeType) {
      case 'CHECKBOX':
        return fc.boolean();
      case 'NUMERIC':
      case 'DATE':
        return mostly(
          careful,
          fc.integer({ min: 0, max: 100 }),
          fc.oneof(fc.integer({ min: -2, max: 200 }), fc.double({ min: 0, max: 10, noNaN: true })),
        );
      case 'DECIMAL':
        return mostly(careful, fc.double({ min: 0, max: 100, noNaN: true }), fc.constant(-1));
      case 'MULTI_SELECT':
      case 'DROPDOWN':
        return fc.constantFrom('red', 'blue');
      default:
        return mostly(
          careful,
          fc.string({ minLength: 1, maxLength: 8 }).map((t) => `${t}x`),
          fc.constant(' '),
        );
    }
  }
  const me = type === 'TIME_BASED' ? [] : [CURRENT_USER];
  const technicians = [...world.userUids, ...me];
  const requesters = [...technicians, ...world.requesterUids];
  switch (parsed.field) {
    case 'organization':
      return pick(world.organizationIds, 1);
    case 'location':
      return pick(world.locationIds, 1);
    case 'form':
      return pick(world.formIds, 1);
    case 'status':
      return pick(world.ctx.statusIds, 1);
    case 'tags':
      return pick(world.tagIds, 'tag0000001');
    case 'requester':
      return pick(requesters, CURRENT_USER);
    case 'assignee':
    case 'updated_by':
      return pick(technicians, CURRENT_USER);
    case 'type':
      return fc.constantFrom(...ticketTypes);
    case 'source':
      return fc.constantFrom(...ticketSources);
    case 'severity':
      return fc.constantFrom(...ticketSeverities);
    case 'priority':
      return fc.constantFrom(...ticketPriorities);
    case 'action':
      return fc.constantFrom(...ticketEvents);
    case 'commentType':
      return fc.constantFrom(...commentTypes);
    default:
      return mostly(
        careful,
        fc.string({ maxLength: 8 }).map((t) => `${t}x`),
        fc.constant(' '),
      );
  }
}

function conditionFor(world: RuleWorld, type: AutomationType, group: 'all' | 'any', careful: boolean) {
  const offered = conditionFieldsFor(type, group, world.ctx);
  const everyField = conditionFieldsFor('TIME_BASED', 'all', world.ctx).concat(
    conditionFieldsFor('EVENT_BASED', 'all', world.ctx),
  );
  const field = mostly(careful, pick(offered, 'summary'), pick(everyField, 'summary'), 8);
  return field.chain((f) => {
    const ops = operatorsFor(f, type, findAttribute(f, world.ctx)?.attributeType);
    const operator = mostly(careful, pick(ops, 'equals'), fc.constantFrom(...conditionOperators), 8);
    return operator.chain((op) => {
      const one = fittingValue(world, f, type, careful);
      const fit = isNoValueOperator(op)
        ? fc.constant(null)
        : isListOperator(op)
          ? fc.array(one, { minLength: 1, maxLength: 3 })
          : one;
      const value = mostly(careful, fit, PERSON_FIELDS.has(f) ? personNoise : noise);
      return value.map((v) => ({ field: f, operator: op, value: v }));
    });
  });
}

function actionFor(world: RuleWorld, careful: boolean) {
  const tag = pick(world.tagIds, 'tag0000001');
  const fitting = fc.oneof(
    fc.record({
      type: fc.constant('ADD_TICKET_COMMENT'),
      body: fc.constantFrom('Thanks', 'Hi {{ticket.id}}'),
    }),
    fc.record({
      type: fc.constant('SEND_EMAIL'),
      to: fc.record({ keys: fc.subarray(['REQUESTER', 'ASSIGNEE'], { minLength: 1 }) }),
      subject: fc.constantFrom('Ticket {{ticket.id}}', 'Done'),
    }),
    fc.record({
      type: fc.constant('TICKET_LOG_ENTRY_TIME_TRACKER'),
      unit: fc.constant('HOURS'),
      value: fc.constant(2),
    }),
  );
  return mostly<object>(
    careful,
    fitting,
    fc.oneof(
      fc.record({
        type: fc.constant('ADD_TICKET_COMMENT'),
        body: fc.constantFrom('Thanks', '', 'Hi {{ticket.id}}'),
      }),
      fc.record({
        type: fc.constant('SEND_EMAIL'),
        to: fc.record({ keys: fc.subarray(['REQUESTER', 'ASSIGNEE', CURRENT_USER]) }),
        subject: fc.constantFrom('Ticket {{ticket.id}}', '', 'x'.repeat(101)),
      }),
      fc.record({
        type: fc.constant('TICKET_LOG_ENTRY_TIME_TRACKER'),
        unit: fc.constantFrom('MINUTES', 'HOURS', 'DAYS'),
        value: fc.constantFrom(0, 5, -1, 1.5, 8),
      }),
      fc.record({
        type: fc.constant('TICKET_CHANGE_VALUE'),
        changes: fc.constantFrom(
          [{ field: 'ticket', properties: { priority: 'HIGH' } }],
          [{ field: 'ticket', properties: { assignedAppUserId: CURRENT_USER } }],
        ),
      }),
      tag.map((t) => ({ type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'add_tags', value: [t] }] })),
      fc.constant({ type: 'SEND_NOTIFICATION', channels: [] }),
    ),
    2,
  );
}

function sections(world: RuleWorld, careful: boolean) {
  const status = () => mostly(careful, pick(world.ctx.statusIds, 1), fc.constant(undefined), 3);
  const reset = fc.option(
    fc.record({
      resetStatus: status(),
      resetTimeValue: mostly(careful, fc.constantFrom(null, 0, 2), fc.constantFrom(-1, 1.5)),
      resetTimeUnit: fc.constant('HOURS'),
    }),
  );
  const retrigger = fc.option(
    fc.record({
      createNewTicket: fc.boolean(),
      retriggerStatus: mostly(careful, pick(world.ctx.statusIds, 1), fc.constant(null), 3),
      retriggerPriority: fc.constantFrom(null, 'HIGH'),
    }),
  );
  const ticketCreate = fc.option(
    fc.record({
      ticketFormId: mostly(careful, pick(world.formIds, 1), fc.constant(undefined), 3),
      status: status(),
    }),
  );
  const column = fc.oneof(
    fc.constantFrom(...ticketColumnChoices),
    pick(
      world.ctx.attributes.map((a) => `attribute:${a.id}`),
      'id',
    ),
  );
  const board = fc.option(
    fc.record({
      columns: careful
        ? fc.uniqueArray(column, { minLength: 1, maxLength: 4 })
        : fc.array(column, { maxLength: 4 }),
      sortBy: fc.record({ field: column, direction: fc.constantFrom('ASC', 'DESC') }),
    }),
  );
  return fc.record({ conditionReset: reset, retrigger, ticketCreate, board });
}

/**
 * A rule as the editor's form holds it. Half are careful (every choice from the catalogue, values that
 * fit, as the editor's pickers make them), the rest mostly fitting with refusals here and there.
 */
export function ruleArbitrary(world: RuleWorld): fc.Arbitrary<AutomationRuleForm> {
  return fc.tuple(fc.constantFrom(...automationTypes), fc.boolean()).chain(([type, careful]) =>
    fc
      .record({
        name: mostly(careful, fc.constantFrom('Rule', 'Escalate'), fc.constant(' ')),
        automationType: fc.constant(type),
        conditions: fc.record({
          all: fc.array(conditionFor(world, type, 'all', careful), { maxLength: 3 }),
          any: fc.array(conditionFor(world, type, 'any', careful), { maxLength: 2 }),
        }),
        actions: fc.array(actionFor(world, careful), { maxLength: careful ? 1 : 3 }),
        extra: sections(world, careful),
        /** Now and then a section the type does not have, which both sides must refuse. */
        stray: careful ? fc.constant(1) : fc.integer({ min: 0, max: 4 }),
      })
      .map(({ extra, stray, ...rule }) => {
        const ticketSections = type === 'EVENT_BASED' || type === 'TIME_BASED';
        const own = ticketSections
          ? { ...extra, board: null }
          : {
              conditionReset: null,
              retrigger: null,
              ticketCreate: null,
              board: type === 'BOARD' ? extra.board : null,
            };
        return { ...rule, ...(stray === 0 ? extra : own) } as unknown as AutomationRuleForm;
      }),
  );
}
