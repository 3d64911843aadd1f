// The Explain view: pick a rule and see, condition by condition (in words, not keys), the ticket's
// value and whether the condition holds; for a time rule, when the ticket is next eligible.
import type { AutomationRule, ConditionExplanation, RuleExplanation } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { type ExplainContext, fieldLabel, operatorLabel, valueText } from './explain-labels.ts';

export interface ExplainViewProps {
  rules: readonly AutomationRule[];
  ruleId: number | null;
  onRuleChange: (ruleId: number | null) => void;
  explanation: { data?: RuleExplanation; isFetching: boolean; error: unknown };
  /** What names the values: the ticket, statuses, attributes, forms and tags. */
  context: ExplainContext;
}

function ConditionRow({ condition, context }: { condition: ConditionExplanation; context: ExplainContext }) {
  const { t, i18n } = useTranslation('tickets');
  const { field, operator } = condition;
  const words = (value: unknown) => valueText(field, value, context, t, i18n.language);
  const expected = condition.expected === null ? '' : ` ${words(condition.expected)}`;
  return (
    <tr data-holds={condition.holds}>
      <td>{`${fieldLabel(field, context, t)} ${operatorLabel(operator, t)}${expected}`}</td>
      <td>{words(condition.actual)}</td>
      <td>{condition.holds ? t('explain.holdsYes') : t('explain.holdsNo')}</td>
    </tr>
  );
}

function Explanation({
  rule,
  explanation,
  context,
}: {
  rule: AutomationRule | undefined;
  explanation: RuleExplanation;
  context: ExplainContext;
}) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <div className="explain__result">
      <output className="explain__answer">
        {explanation.matches ? t('explain.matches') : t('explain.noMatch')}
      </output>
      {explanation.conditions.length === 0 ? (
        <p>{t('explain.noConditions')}</p>
      ) : (
        <table className="table" aria-label={t('explain.title')}>
          <thead>
            <tr>
              <th scope="col">{t('explain.condition')}</th>
              <th scope="col">{t('explain.value')}</th>
              <th scope="col">{t('explain.holds')}</th>
            </tr>
          </thead>
          <tbody>
            {explanation.conditions.map((condition) => (
              <ConditionRow
                key={`${condition.group}-${condition.index}`}
                condition={condition}
                context={context}
              />
            ))}
          </tbody>
        </table>
      )}
      {rule?.automationType === 'TIME_BASED' && explanation.nextEligibleAt && (
        <p>
          {t('explain.nextEligible', { when: formatDateTime(explanation.nextEligibleAt, i18n.language) })}
        </p>
      )}
      {explanation.reasons.length > 0 && (
        <ul className="explain__reasons">
          {explanation.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ExplainView({ rules, ruleId, onRuleChange, explanation, context }: ExplainViewProps) {
  const { t } = useTranslation('tickets');
  const errorMessage = useErrorMessage();
  const id = useId();
  const withConditions = rules.filter((rule) => rule.automationType !== 'RESPONSE_TEMPLATE');
  return (
    <section className="card explain" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('explain.title')}</h2>
      <div className="field">
        <label htmlFor={id}>{t('explain.rule')}</label>
        <select
          id={id}
          value={ruleId ?? ''}
          onChange={(e) => onRuleChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('explain.chooseRule')}</option>
          {withConditions.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.name}
            </option>
          ))}
        </select>
      </div>
      {explanation.isFetching && <Spinner label={t('loading')} size={18} />}
      {explanation.error != null && (
        <p role="alert">{t('explain.failed', { message: errorMessage(explanation.error) })}</p>
      )}
      {explanation.data && ruleId !== null && (
        <Explanation
          rule={rules.find((r) => r.id === ruleId)}
          explanation={explanation.data}
          context={context}
        />
      )}
    </section>
  );
}
