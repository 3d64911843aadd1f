// The actions an alert from a condition takes: run a script (with its variables in the run form),
// open a help-desk ticket (Form and Status required, spec 001 section 5) or notify a channel.
import { CONDITION_LIMITS, type ConditionAction, type Script } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { ScriptVariablesForm } from '../../../components/script-variables/script-variables-form.tsx';
import {
  emptyVariableValues,
  type VariableFormValues,
} from '../../../components/script-variables/variable-values.ts';
import { useScriptChoices } from '../../script-runs/hooks/use-script-choices.ts';
import { useChannelBriefs, useTicketForms, useTicketStatuses } from '../hooks/use-item-choices.ts';
import { type ActionErrors, type ActionKind, actionKinds, blankAction } from './condition-action-values.ts';

export interface ConditionActionsProps {
  actions: ConditionAction[];
  onChange: (actions: ConditionAction[]) => void;
  /** Loaded scripts of the run-script actions, by id. */
  scripts: ReadonlyMap<number, Script>;
  errors: Record<number, ActionErrors>;
}

const NO_ERRORS: ActionErrors = { fields: {}, variables: {} };

export function ConditionActions({ actions, onChange, scripts, errors }: ConditionActionsProps) {
  const { t } = useTranslation('policies');
  const replace = (index: number, action: ConditionAction) =>
    onChange(actions.map((a, i) => (i === index ? action : a)));
  return (
    <fieldset className="condition-actions">
      <legend>{t('actions.title')}</legend>
      {actions.length === 0 && <p className="field__hint">{t('actions.none')}</p>}
      <ol className="condition-actions__list">
        {actions.map((action, index) => {
          const label = t('actions.item', { n: index + 1, kind: t(`actions.types.${action.type}`) });
          return (
            // Position keys: two actions may be alike.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="condition-actions__item" aria-label={label}>
              <div className="condition-actions__head">
                <strong>{label}</strong>
                <button
                  type="button"
                  className="button"
                  onClick={() => onChange(actions.filter((_, i) => i !== index))}
                >
                  {t('actions.remove')}
                </button>
              </div>
              <ActionFields
                action={action}
                scripts={scripts}
                errors={errors[index] ?? NO_ERRORS}
                onChange={(next) => replace(index, next)}
              />
            </li>
          );
        })}
      </ol>
      {actions.length < CONDITION_LIMITS.actions && (
        <FormField label={t('actions.add')}>
          {(control) => (
            <select
              {...control}
              value=""
              onChange={(e) => onChange([...actions, blankAction(e.target.value as ActionKind)])}
            >
              <option value="">{t('actions.choose')}</option>
              {actionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`actions.types.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </fieldset>
  );
}

interface ActionFieldsProps {
  action: ConditionAction;
  scripts: ReadonlyMap<number, Script>;
  errors: ActionErrors;
  onChange: (action: ConditionAction) => void;
}

function ActionFields(props: ActionFieldsProps) {
  const { action } = props;
  if (action.type === 'RUN_SCRIPT') return <ScriptAction {...props} action={action} />;
  if (action.type === 'CREATE_TICKET') return <TicketAction {...props} action={action} />;
  return <ChannelAction {...props} action={action} />;
}

interface Choice {
  id: number;
  name: string;
}

/** A select of named choices; 0 stands for none chosen yet. */
function ChoiceField(props: {
  label: string;
  value: number;
  choices: readonly Choice[] | undefined;
  error?: string;
  failed?: string;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('policies');
  return (
    <FormField label={props.label} error={props.error ?? props.failed}>
      {(control) => (
        <select {...control} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
          <option value={0}>{t('actions.choose')}</option>
          {props.choices?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type Of<K extends ActionKind> = Extract<ConditionAction, { type: K }>;

function ScriptAction({
  action,
  scripts,
  errors,
  onChange,
}: ActionFieldsProps & { action: Of<'RUN_SCRIPT'> }) {
  const { t } = useTranslation('policies');
  const choices = useScriptChoices('');
  const script = scripts.get(action.scriptId);
  // The chosen script stays offered when it is not among the first the library lists.
  const listed = choices.data?.results ?? [];
  const offered = script && !listed.some((s) => s.id === script.id) ? [script, ...listed] : listed;
  return (
    <>
      <ChoiceField
        label={t('actions.script')}
        value={action.scriptId}
        choices={offered}
        error={errors.fields.scriptId}
        failed={choices.isError ? t('actions.scriptsFailed') : undefined}
        onChange={(scriptId) => onChange({ ...action, scriptId, variables: {} })}
      />
      {script && (
        <ScriptVariablesForm
          variables={script.variables}
          value={{ ...emptyVariableValues(script.variables), ...(action.variables as VariableFormValues) }}
          onChange={(variables) => onChange({ ...action, variables })}
          errors={errors.variables}
        />
      )}
    </>
  );
}

function TicketAction({ action, errors, onChange }: ActionFieldsProps & { action: Of<'CREATE_TICKET'> }) {
  const { t } = useTranslation('policies');
  const forms = useTicketForms();
  const statuses = useTicketStatuses();
  const failed = forms.isError || statuses.isError ? t('actions.ticketingFailed') : undefined;
  return (
    <>
      <ChoiceField
        label={t('actions.ticketForm')}
        value={action.ticketFormId}
        choices={forms.data?.filter((f) => f.active)}
        error={errors.fields.ticketFormId}
        failed={failed}
        onChange={(ticketFormId) => onChange({ ...action, ticketFormId })}
      />
      <ChoiceField
        label={t('actions.status')}
        value={action.statusId}
        choices={statuses.data?.filter((s) => s.active)}
        error={errors.fields.statusId}
        onChange={(statusId) => onChange({ ...action, statusId })}
      />
    </>
  );
}

function ChannelAction({ action, errors, onChange }: ActionFieldsProps & { action: Of<'NOTIFY_CHANNEL'> }) {
  const { t } = useTranslation('policies');
  const channels = useChannelBriefs();
  return (
    <ChoiceField
      label={t('actions.channel')}
      value={action.channelId}
      choices={channels.data}
      error={errors.fields.channelId}
      failed={channels.isError ? t('actions.channelsFailed') : undefined}
      onChange={(channelId) => onChange({ ...action, channelId })}
    />
  );
}
