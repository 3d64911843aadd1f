// The change-values dialog's fields (spec 001 §3): a list of changes, each a ticket-property set, custom
// attribute values, a CC list to add or set, or tags to add, remove or set. One-time fields already used
// by the rule are not offered again.
import type { AttributeValue, RuleActionInput, TicketChangeField } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/tag-picker/tag-picker.tsx';
import { AttributeEditor } from '../../tickets/components/attribute-editor.tsx';
import { useTagPickerData } from '../../tickets/hooks/use-tag-picker-data.ts';
import { useTicketAttributes } from '../../tickets/hooks/use-ticketing-config.ts';
import { conditionSources } from '../hooks/use-condition-options.ts';
import { type ChangeInput, newChange, offeredChangeFields } from './action-draft.ts';
import type { ActionFieldsProps } from './action-fields-types.ts';
import { EmailListInput } from './email-list-input.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { TicketPropertiesFields } from './ticket-properties-fields.tsx';

export interface ChangeValueFieldsProps extends ActionFieldsProps<'TICKET_CHANGE_VALUE'> {
  /** Every action of the rule and the index of this one (null while adding), for the one-time fields. */
  actions: readonly RuleActionInput[];
  index: number | null;
}

/** The messages under one change, keyed by their path after `changes.{i}.{skip}`. */
function changeErrors(errors: ReadonlyMap<string, string>, i: number, skip: string): Map<string, string> {
  const prefix = `changes.${i}`;
  const out = new Map<string, string>();
  for (const [path, message] of errors) {
    if (path === prefix || path === `${prefix}.${skip}`) out.set('', message);
    else if (path.startsWith(`${prefix}.${skip}.`)) {
      const rest = path.slice(prefix.length + skip.length + 2);
      if (!out.has(rest)) out.set(rest, message);
    }
  }
  return out;
}

export function ChangeValueFields(props: ChangeValueFieldsProps) {
  const { value, onChange, automationType, errors, actions, index } = props;
  const { t } = useTranslation('automations');
  const addId = useId();
  const changes = value.changes;
  const offered = offeredChangeFields(automationType, actions, index, changes);
  const setChange = (i: number, change: ChangeInput) =>
    onChange({ ...value, changes: changes.map((c, j) => (j === i ? change : c)) });
  const remove = (i: number) => onChange({ ...value, changes: changes.filter((_, j) => j !== i) });
  return (
    <div className="action-fields">
      {changes.length === 0 && <p className="field__hint">{t('actions.change.empty')}</p>}
      <ol className="change-list">
        {changes.map((change, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: changes have no identity of their own
          <li key={i} className="change-list__item">
            <fieldset>
              <legend>{t(`actions.change.fields.${change.field}`)}</legend>
              <ChangeEditor
                change={change}
                onChange={(next) => setChange(i, next)}
                automationType={automationType}
                errors={changeErrors(errors, i, change.field === 'ticket' ? 'properties' : 'value')}
              />
              <button
                type="button"
                className="button button--link"
                onClick={() => remove(i)}
                aria-label={t('actions.change.remove', { field: t(`actions.change.fields.${change.field}`) })}
              >
                {t('actions.remove')}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {offered.length > 0 && (
        <div className="field">
          <label htmlFor={addId}>{t('actions.change.add')}</label>
          <select
            id={addId}
            value=""
            onChange={(event) => {
              const field = event.target.value as TicketChangeField;
              if (field) onChange({ ...value, changes: [...changes, newChange(field)] });
            }}
          >
            <option value="">{t('actions.change.choose')}</option>
            {offered.map((field) => (
              <option key={field} value={field}>
                {t(`actions.change.fields.${field}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {errors.get('changes') && (
        <p className="field__error" role="alert">
          {errors.get('changes')}
        </p>
      )}
    </div>
  );
}

interface ChangeEditorProps {
  change: ChangeInput;
  onChange: (change: ChangeInput) => void;
  automationType: ActionFieldsProps<'TICKET_CHANGE_VALUE'>['automationType'];
  errors: ReadonlyMap<string, string>;
}

function ChangeEditor({ change, onChange, automationType, errors }: ChangeEditorProps) {
  const { t } = useTranslation('automations');
  const firstError = errors.values().next().value;
  switch (change.field) {
    case 'ticket':
      return (
        <TicketPropertiesFields
          value={change.properties}
          onChange={(properties) => onChange({ ...change, properties })}
          automationType={automationType}
          errors={errors}
        />
      );
    case 'attributes':
      return (
        <AttributeValues
          value={change.value}
          onChange={(v) => onChange({ ...change, value: v })}
          error={firstError}
        />
      );
    case 'add_cc_list':
    case 'set_cc_list': {
      const cc = { uids: change.value.uids ?? [], emails: change.value.emails ?? [] };
      return (
        <>
          <ReferencePicker<string>
            label={t('actions.change.ccUsers')}
            kind="person"
            multiple
            value={cc.uids}
            onChange={(uids) =>
              onChange({ ...change, value: { ...cc, uids: (uids as string[] | null) ?? [] } })
            }
            source={conditionSources.requester}
          />
          <EmailListInput
            label={t('actions.email.addresses')}
            value={cc.emails}
            onChange={(emails) => onChange({ ...change, value: { ...cc, emails } })}
          />
          {firstError && <p className="field__error">{firstError}</p>}
        </>
      );
    }
    default:
      return (
        <TagsChange
          value={change.value}
          onChange={(v) => onChange({ ...change, value: v })}
          error={firstError}
        />
      );
  }
}

function TagsChange(props: { value: string[]; onChange: (tags: string[]) => void; error?: string }) {
  const { t } = useTranslation('automations');
  const tags = useTagPickerData();
  return (
    <>
      <TagPicker
        label={t('actions.change.tags')}
        tags={tags.tags}
        value={props.value}
        onChange={props.onChange}
        onCreate={tags.create}
        loading={tags.loading}
        loadFailed={tags.loadFailed}
      />
      {props.error && <p className="field__error">{props.error}</p>}
    </>
  );
}

type AttributeValues = Record<string, AttributeValue | null>;

function AttributeValues(props: {
  value: AttributeValues;
  onChange: (v: AttributeValues) => void;
  error?: string;
}) {
  const { t } = useTranslation('automations');
  const id = useId();
  const attributes = (useTicketAttributes().data ?? []).filter((a) => a.active);
  const chosen = attributes.filter((a) => Object.hasOwn(props.value, String(a.id)));
  const rest = attributes.filter((a) => !Object.hasOwn(props.value, String(a.id)));
  const without = (key: string) => Object.fromEntries(Object.entries(props.value).filter(([k]) => k !== key));
  return (
    <>
      {chosen.map((attribute) => (
        <div key={attribute.id} className="change-list__attribute">
          <AttributeEditor
            attribute={attribute}
            value={props.value[String(attribute.id)] ?? undefined}
            onSave={async (v) => props.onChange({ ...props.value, [String(attribute.id)]: v })}
          />
          <button
            type="button"
            className="button button--link"
            onClick={() => props.onChange(without(String(attribute.id)))}
          >
            {t('actions.change.removeAttribute', { name: attribute.name })}
          </button>
        </div>
      ))}
      {rest.length > 0 && (
        <div className="field">
          <label htmlFor={id}>{t('actions.change.addAttribute')}</label>
          <select
            id={id}
            value=""
            onChange={(event) =>
              event.target.value && props.onChange({ ...props.value, [event.target.value]: null })
            }
          >
            <option value="">{t('actions.change.chooseAttribute')}</option>
            {rest.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {props.error && <p className="field__error">{props.error}</p>}
    </>
  );
}
