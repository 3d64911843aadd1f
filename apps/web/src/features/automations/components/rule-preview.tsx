// How many tickets the condition groups being edited match now, and the first ten, from the same SQL
// compiler the engine runs; only the caller's organisations' tickets are counted.
import { type AutomationType, type conditionGroupsSchema, hasConditions } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { useRulePreview } from '../hooks/use-rule-preview.ts';

export interface RulePreviewProps {
  automationType: AutomationType;
  conditions: z.input<typeof conditionGroupsSchema> | undefined;
}

export function RulePreview({ automationType, conditions }: RulePreviewProps) {
  if (!hasConditions(automationType)) return null;
  return <PreviewPanel automationType={automationType} conditions={conditions} />;
}

function PreviewPanel({ automationType, conditions }: RulePreviewProps) {
  const { t } = useTranslation('automations');
  const preview = useRulePreview(automationType, conditions);
  const body = () => {
    if (preview.incomplete) return <p>{t('preview.incomplete')}</p>;
    if (preview.isError) return <p role="alert">{t('preview.failed')}</p>;
    if (!preview.data) return <p>{t('preview.loading')}</p>;
    const { count, tickets } = preview.data;
    return (
      <>
        <output>{t('preview.count', { count })}</output>
        {tickets.length > 0 && (
          <ul className="rule-preview__tickets" aria-label={t('preview.first')}>
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link to={`/ticketing/ticket/${ticket.id}`}>
                  #{ticket.id} {ticket.summary}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };
  return (
    <section className="rule-preview" aria-label={t('preview.title')}>
      <h3>{t('preview.title')}</h3>
      {body()}
    </section>
  );
}
