// The automation rule editor: name, description and enabled, then the sections the rule's type has
// (conditions with their live preview, actions, reset/retrigger/ticket-create, board). The form state
// is the rule itself; the domain checks it as the server will, and the server's refusals land on the
// same fields.

import { useQueryClient } from '@tanstack/react-query';
import {
  type AutomationRule,
  type AutomationType,
  actionTypesFor,
  automationsApi,
  hasConditions,
} from '@warden/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { apiCall } from '../../api/client.ts';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { FormField } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useAutomationRule } from '../tickets/hooks/use-automation-rules.ts';
import { automationListPath, typeFromSlug } from './automation-routes.ts';
import { ReferenceNamesProvider } from './components/reference-names.tsx';
import { RuleSections } from './components/rule-sections.tsx';
import { useConditionContext } from './hooks/use-condition-context.ts';
import {
  emptyRule,
  issuesUnder,
  type RuleFormValue,
  ruleToForm,
  serverIssues,
  useRuleForm,
} from './hooks/use-rule-form.ts';

export function RuleEditorPage() {
  const { t } = useTranslation('automations');
  const params = useParams();
  const type = typeFromSlug(params.type);
  const id = params.id === 'new' ? null : Number(params.id);
  const rule = useAutomationRule(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  const config = useConditionContext();
  if (!type || (id !== null && !(Number.isInteger(id) && id > 0)))
    return <p role="alert">{t('editor.notFound')}</p>;
  if (rule.isError) return <p role="alert">{t('editor.notFound')}</p>;
  if (config.failed) return <p role="alert">{t('editor.configFailed')}</p>;
  if ((id !== null && !rule.data) || !config.ready) return <p aria-busy="true">{t('editor.loading')}</p>;
  if (rule.data && rule.data.automationType !== type) return <p role="alert">{t('editor.notFound')}</p>;
  return (
    <ReferenceNamesProvider references={rule.data?.references}>
      <RuleEditorForm
        key={id ?? 'new'}
        id={id}
        initial={rule.data ? ruleToForm(rule.data) : emptyRule(type)}
        automationType={type}
      />
    </ReferenceNamesProvider>
  );
}

interface RuleEditorFormProps {
  id: number | null;
  initial: RuleFormValue;
  automationType: AutomationType;
}

function RuleEditorForm({ id, initial, automationType }: RuleEditorFormProps) {
  const { t } = useTranslation('automations');
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const config = useConditionContext();
  const form = useRuleForm(initial, config.ctx);
  const [saving, setSaving] = useState(false);
  const { rule, touched, issues } = form;
  const at = (key: string) =>
    touched ? issues.find((i) => i.path.length === 1 && i.path[0] === key)?.message : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    form.touch();
    if (form.localIssues.length > 0) return;
    setSaving(true);
    try {
      const body = rule as never;
      const saved: AutomationRule =
        id === null
          ? await apiCall(automationsApi.create, { body })
          : await apiCall(automationsApi.update, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: ['automation-rules'] });
      toast.show({ kind: 'success', title: t('editor.saved', { name: saved.name }) });
      navigate(automationListPath(automationType));
    } catch (error) {
      form.refuse(serverIssues(error));
      toast.show({ kind: 'error', title: t('editor.saveFailed'), description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="page rule-editor"
      noValidate
      onSubmit={save}
      aria-label={t(`list.types.${automationType}`)}
    >
      <header className="page__header">
        <h1>
          {id === null
            ? t('editor.newTitle', { type: t(`list.types.${automationType}`) })
            : t('editor.editTitle', { name: initial.name })}
        </h1>
      </header>
      <FormField label={t('editor.name')} error={at('name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            value={rule.name}
            onChange={(e) => form.update({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('editor.description')} error={at('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={rule.description ?? ''}
            onChange={(e) => form.update({ description: e.target.value })}
          />
        )}
      </FormField>
      <Checkbox
        label={t('editor.enabled')}
        checked={rule.enabled ?? true}
        onCheckedChange={(on) => form.update({ enabled: on === true })}
      />
      <RuleSections
        rule={rule}
        automationType={automationType}
        touched={touched}
        issuesOf={(key) => issuesUnder(issues, key)}
        onChange={form.update}
        showConditions={hasConditions(automationType)}
        showActions={actionTypesFor(automationType).length > 0}
      />
      {touched && issues.length > 0 && (
        <p role="alert" className="field__error">
          {t('editor.hasIssues', { count: issues.length })}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigate(automationListPath(automationType))}
        >
          {t('editor.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('editor.save')}
        </button>
      </div>
    </form>
  );
}
