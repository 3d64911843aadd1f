// "Apply response template" on a ticket page: a technician picks one of the response templates and the
// server runs its actions on the ticket at once; the ticket and its firings then refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AutomationRule, automationsApi } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { ticketKey } from '../../tickets/hooks/ticket-query-keys.ts';

export interface ApplyTemplateControlProps {
  ticketId: number;
  /** The installation's rules; only response templates are offered. */
  rules: readonly AutomationRule[];
}

export function ApplyTemplateControl({ ticketId, rules }: ApplyTemplateControlProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const templates = rules.filter((rule) => rule.automationType === 'RESPONSE_TEMPLATE' && rule.enabled);
  const [chosen, setChosen] = useState<number | null>(null);
  const apply = useMutation({
    mutationFn: (ruleId: number) =>
      apiCall(automationsApi.applyTemplate, { params: { ticketId, id: ruleId } }),
    onSuccess: (firing) => {
      toast.show({ kind: 'success', title: t('editor.applied', { name: firing.ruleName }) });
      void client.invalidateQueries({ queryKey: ticketKey(ticketId) });
    },
    onError: (error) =>
      toast.show({ kind: 'error', title: t('editor.applyFailed'), description: errorMessage(error) }),
  });
  return (
    <section className="apply-template" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('editor.applyTemplate')}</h3>
      {templates.length === 0 ? (
        <p className="field__hint">{t('editor.noTemplates')}</p>
      ) : (
        <div className="field field--inline">
          <label htmlFor={id}>{t('editor.chooseTemplate')}</label>
          <select
            id={id}
            value={chosen ?? ''}
            onChange={(event) => setChosen(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="" />
            {templates.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            disabled={chosen === null || apply.isPending}
            onClick={() => chosen !== null && apply.mutate(chosen)}
          >
            {t('editor.apply')}
          </button>
        </div>
      )}
    </section>
  );
}
