// The condition builder (spec 001 §2, §3): the ALL and ANY groups of a rule, each offering only the
// fields its automation type and group allow, with the domain's operators for each field.
import {
  type ConditionGroup,
  type ConditionInput,
  conditionFieldsFor,
  conditionGroups,
  type conditionGroupsSchema,
  hasConditions,
  type RuleIssue,
} from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConditionContext } from '../hooks/use-condition-context.ts';
import { ConditionRow, conditionFor } from './condition-row.tsx';
import type { SectionProps } from './rule-editor-types.ts';

export type ConditionGroupsInput = z.input<typeof conditionGroupsSchema>;

/** The issues of one condition, its group and index removed from their paths. */
const rowIssues = (issues: readonly RuleIssue[], group: ConditionGroup, index: number) =>
  issues
    .filter((issue) => issue.path[0] === group && issue.path[1] === index)
    .map((issue) => ({ ...issue, path: issue.path.slice(2) }));

export function ConditionGroups({
  value,
  onChange,
  automationType,
  issues,
  touched,
  disabled,
}: SectionProps<ConditionGroupsInput | undefined>) {
  const { t } = useTranslation('automations');
  const config = useConditionContext();
  if (!hasConditions(automationType)) return null;
  const groups = { all: value?.all ?? [], any: value?.any ?? [] };
  const setGroup = (group: ConditionGroup, conditions: ConditionInput[]) =>
    onChange({ ...groups, [group]: conditions });
  return (
    <div className="condition-groups">
      {conditionGroups.map((group) => {
        const fields = conditionFieldsFor(automationType, group, config.ctx);
        const conditions = groups[group];
        return (
          <section key={group} className="rule-section" aria-labelledby={`conditions-${group}`}>
            <h2 id={`conditions-${group}`}>{t(`conditions.groups.${group}`)}</h2>
            {conditions.length === 0 && <p className="field__hint">{t('conditions.empty')}</p>}
            <ol className="condition-list">
              {conditions.map((condition, index) => (
                <ConditionRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; a row is its place
                  key={index}
                  number={index + 1}
                  condition={condition}
                  automationType={automationType}
                  fields={fields}
                  statuses={config.statuses}
                  attributes={config.attributes}
                  forms={config.forms}
                  issues={rowIssues(issues, group, index)}
                  touched={touched}
                  disabled={disabled}
                  onChange={(next) =>
                    setGroup(
                      group,
                      conditions.map((c, i) => (i === index ? next : c)),
                    )
                  }
                  onRemove={() =>
                    setGroup(
                      group,
                      conditions.filter((_, i) => i !== index),
                    )
                  }
                />
              ))}
            </ol>
            {!disabled && fields.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  setGroup(group, [
                    ...conditions,
                    conditionFor(fields[0]!, automationType, config.attributes),
                  ])
                }
              >
                {t('conditions.add')}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
