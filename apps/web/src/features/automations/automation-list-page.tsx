// The rules of one automation type in run order: switch each on or off, move it up or down, delete it
// after a confirmation, open it in the editor, or start a new one.
import { type AutomationRule, automationTypes } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useParams } from 'react-router-dom';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { ConfirmActions } from '../../components/dialog/confirm-actions.tsx';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useAutomationRules } from '../tickets/hooks/use-automation-rules.ts';
import { automationListPath, ruleEditorPath, typeFromSlug } from './automation-routes.ts';
import { useRuleListActions } from './hooks/use-rule-list-actions.ts';

export function AutomationListPage() {
  const { t } = useTranslation('automations');
  const type = typeFromSlug(useParams().type);
  if (!type) return <p role="alert">{t('list.unknownType')}</p>;
  return <RuleList key={type} automationType={type} />;
}

function RuleList({ automationType }: { automationType: (typeof automationTypes)[number] }) {
  const { t } = useTranslation('automations');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const rules = useAutomationRules(automationType);
  const actions = useRuleListActions(automationType);
  const [deleting, setDeleting] = useState<AutomationRule | null>(null);
  const list = rules.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    actions.reorder.mutate(ids);
  };
  const failure = actions.toggle.error ?? actions.reorder.error ?? actions.remove.error;
  return (
    <div className="page automation-list">
      <PageHeader
        title={t('list.title')}
        add={{ label: t('list.newRule'), onClick: () => navigate(ruleEditorPath(automationType, 'new')) }}
      />
      <nav aria-label={t('list.typesLabel')} className="automation-list__types">
        {automationTypes.map((type) => (
          <NavLink key={type} to={automationListPath(type)}>
            {t(`list.types.${type}`)}
          </NavLink>
        ))}
      </nav>
      {failure && <p role="alert">{errorMessage(failure)}</p>}
      {rules.isError && <p role="alert">{t('list.loadFailed')}</p>}
      {rules.isSuccess && list.length === 0 && <p>{t('list.empty')}</p>}
      {list.length > 0 && (
        <table className="table">
          <caption className="visually-hidden">{t(`list.types.${automationType}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.order')}</th>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.description')}</th>
              <th scope="col">{t('list.enabled')}</th>
              <th scope="col">{t('list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((rule, index) => (
              <tr key={rule.id}>
                <td>{index + 1}</td>
                <td>
                  <Link to={ruleEditorPath(automationType, rule.id)}>{rule.name}</Link>
                </td>
                <td>{rule.description}</td>
                <td>
                  <Checkbox
                    hideLabel
                    label={t('list.enableRule', { name: rule.name })}
                    checked={rule.enabled}
                    disabled={actions.toggle.isPending}
                    onCheckedChange={() => actions.toggle.mutate(rule)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={index === 0 || actions.reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    {t('list.moveUp', { name: rule.name })}
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={index === list.length - 1 || actions.reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    {t('list.moveDown', { name: rule.name })}
                  </button>
                  <button type="button" className="button button--link" onClick={() => setDeleting(rule)}>
                    {t('list.delete', { name: rule.name })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DialogFrame
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        busy={actions.remove.isPending}
        title={t('list.deleteTitle')}
        actions={
          <ConfirmActions
            cancelLabel={t('list.cancel')}
            confirmLabel={t('list.confirmDelete')}
            pending={actions.remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              deleting && actions.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
            }
          />
        }
      >
        <p>{t('list.deleteQuestion', { name: deleting?.name ?? '' })}</p>
      </DialogFrame>
    </div>
  );
}
